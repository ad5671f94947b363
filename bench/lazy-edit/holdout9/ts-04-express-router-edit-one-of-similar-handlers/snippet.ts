// ... existing routes ...

router.get('/tasks', async (req, res, next) => {
  try {
    const limit = Math.min(Number(req.query.limit) || 50, 200);
    const offset = Number(req.query.offset) || 0;
    const { items, total } = await tasks.list(req.user.orgId, { limit, offset });
    res.json({ items, total, limit, offset });
  } catch (err) {
// ... existing routes ...
