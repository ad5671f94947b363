// ... existing code ...
    res.status(201).json(project)
  })
)

router.patch('/:id',
  param('id').isMongoId(),
  body('name').optional().isString().trim().isLength({ min: 1, max: 80 }),
  body('description').optional().isString().isLength({ max: 2000 }),
  body('archived').optional().isBoolean().toBoolean(),
  validate,
  asyncHandler(async (req, res) => {
    const updates = {}
    for (const key of ['name', 'description', 'archived']) {
      if (req.body[key] !== undefined) updates[key] = req.body[key]
    }
    const project = await Project.findOneAndUpdate(
      { _id: req.params.id, owner: req.user.id },
      { $set: updates },
      { new: true }
    )
    if (!project) return res.sendStatus(404)
    res.json(project)
  })
)

router.delete('/:id',
// ... existing code ...
