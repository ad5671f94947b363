// ... existing code ...
      res.status(201).json(comment);
    } catch (err) {
      next(err);
    }
  },
);

router.patch(
  '/comments/:id',
  requireAuth,
  param('id').isMongoId(),
  body('text').isString().trim().isLength({ min: 1, max: 2000 }),
  handleValidation,
  async (req, res, next) => {
    try {
      const comment = await Comment.findOneAndUpdate(
        { _id: req.params.id, author: req.user.id, deleted: false },
        { text: req.body.text, editedAt: new Date() },
        { new: true },
      );
      if (!comment) {
        return res.status(404).json({ error: 'Comment not found' });
      }
      return res.json(comment);
    } catch (err) {
      return next(err);
    }
  },
);

router.delete(
// ... existing code ...
