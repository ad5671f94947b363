// ... existing code ...
    if (!invoice) {
      return res.status(404).json({ error: 'Invoice not found' });
    }
    return res.json({ data: invoice });
  })
);

router.post(
  '/',
  requireRole('billing'),
  // ... existing code ...
    res.status(201).json({ data: invoice });
  })
);

router.post(
  '/:id/send',
  requireRole('billing'),
  param('id').isMongoId(),
  validate,
  asyncHandler(async (req, res) => {
    const invoice = await Invoice.findOneAndUpdate(
      { _id: req.params.id, accountId: req.user.accountId, status: 'draft' },
      { status: 'sent', sentAt: new Date() },
      { new: true }
    );
    if (!invoice) {
      return res.status(404).json({ error: 'Draft invoice not found' });
    }
    return res.json({ data: invoice });
  })
);

// ... existing code ...
