// ...existing code...

router.post(
  '/',
  body('name').isString().trim().isLength({ min: 1, max: 120 }),
  // ...existing code...
);

router.patch(
  '/:id',
  param('id').isMongoId(),
  body('name').optional().isString().trim().isLength({ min: 1, max: 120 }),
  body('description').optional().isString().isLength({ max: 2000 }),
  validate,
  asyncHandler(async (req, res) => {
    const updates = {};
    if (req.body.name !== undefined) updates.name = req.body.name;
    if (req.body.description !== undefined) updates.description = req.body.description;
    const project = await Project.findOneAndUpdate(
      { _id: req.params.id, owner: req.user.id },
      { $set: updates },
      { new: true },
    );
    if (!project) {
      return res.status(404).json({ error: 'Project not found' });
    }
    return res.json(project);
  }),
);

router.delete(
// ...existing code...
