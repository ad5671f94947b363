// ...existing code...
      await mailer.sendWelcome(user);
      res.status(201).json(user);
    } catch (err) {
      next(err);
    }
  },
);

router.post(
  '/:id/reset-password',
  requireRole('admin'),
  param('id').isMongoId(),
  handleValidation,
  async (req, res, next) => {
    try {
      const user = await User.findById(req.params.id);
      if (!user) {
        return res.status(404).json({ error: 'User not found' });
      }
      const token = await user.createPasswordResetToken();
      await mailer.sendPasswordReset(user, token);
      return res.status(202).json({ status: 'sent' });
    } catch (err) {
      return next(err);
    }
  },
);

router.delete('/:id', requireRole('admin'), param('id').isMongoId(), handleValidation, async (req, res, next) => {
// ...existing code...
