// ... existing code ...

router.patch(
  '/:tagId',
  asyncHandler(async (req, res) => {
    const parsed = tagSchema.partial().safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ error: parsed.error.flatten() });
      return;
    }
    if (Object.keys(parsed.data).length === 0) {
      res.status(400).json({ error: 'No fields to update' });
      return;
    }
    const tag = await tagsRepo.update(req.user.workspaceId, req.params.tagId, parsed.data);
// ... existing code ...
    const deleted = await tagsRepo.remove(req.user.workspaceId, req.params.tagId);
    if (!deleted) {
      res.status(404).json({ error: 'Tag not found' });
      return;
    }
    res.sendStatus(204);
  }),
);

export default router;
