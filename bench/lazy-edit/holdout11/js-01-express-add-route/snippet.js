//...existing code...

app.post('/api/projects', async (req, res, next) => {
  //...existing code...
});

app.delete('/api/projects/:id', async (req, res, next) => {
  try {
    const { rowCount } = await pool.query(
      'UPDATE projects SET archived = true WHERE id = $1 AND archived = false',
      [req.params.id]
    );
    if (rowCount === 0) {
      return res.status(404).json({ error: 'Project not found' });
    }
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

app.use((err, req, res, next) => {
//...existing code...
