// ... existing code ...

router.post(
  "/",
  requireAuth,
  rateLimit({ windowMs: 60_000, max: 10 }),
  asyncHandler(async (req, res) => {
// ... existing code ...

router.delete(
  "/:id",
  requireAuth,
  asyncHandler(async (req, res) => {
    await projects.remove(req.params.id, req.user!.id);
    res.status(204).end();
  }),
);

router.post(
  "/:id/archive",
  requireAuth,
  asyncHandler(async (req, res) => {
    const project = await projects.archive(req.params.id, req.user!.id);
    res.json(project);
  }),
);

export default router;
