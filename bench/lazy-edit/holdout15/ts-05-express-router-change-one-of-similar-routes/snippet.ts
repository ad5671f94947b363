// ... existing code ...

router.delete(
  "/:projectId",
  requireAuth,
  requireRole("admin"),
  asyncHandler(async (req, res) => {
    const deleted = await projectService.remove(req.params.projectId, req.user.id);
    if (!deleted) {
      res.status(404).json({ error: "Project not found" });
      return;
    }
    req.log.info({ projectId: req.params.projectId }, "project deleted");
    res.status(204).end();
  }),
);

// ... remaining routes unchanged ...
