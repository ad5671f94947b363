// ...existing code...

router.post(
  '/:id/archive',
  requireAuth,
  param('id').isUUID(),
  handleValidation,
  async (req, res, next) => {
    try {
      const project = await ProjectService.archive(req.params.id, req.user.id);
      if (!project) {
        return res.status(404).json({ error: 'Project not found' });
      }
      res.json(project);
    } catch (err) {
      next(err);
    }
  }
);

router.delete(
  '/:id',
  requireAuth,
  requireRole('admin'),
// ...existing code...
