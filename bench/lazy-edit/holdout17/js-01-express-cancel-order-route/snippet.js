// ... existing code ...
      res.status(201).json(order);
    } catch (err) {
      next(err);
    }
  }
);

router.post('/:id/cancel', requireAuth, param('id').isMongoId(), handleValidation, async (req, res, next) => {
  try {
    const order = await Order.findOne({ _id: req.params.id, customer: req.user.id });
    if (!order) {
      return res.status(404).json({ error: 'Order not found' });
    }
    if (order.status !== 'pending') {
      return res.status(409).json({ error: `Cannot cancel an order that is ${order.status}` });
    }
    order.status = 'cancelled';
    order.cancelledAt = new Date();
    await order.save();
    res.json(order);
  } catch (err) {
    next(err);
  }
});

// ... rest of the file ...
