// ... existing code ...

router.get('/categories/:id', async (req, res, next) => {
  if (!ObjectId.isValid(req.params.id)) {
    return res.status(400).json({ error: 'Invalid category id' });
  }
  try {
    const category = await getDb()
// ... existing code ...
