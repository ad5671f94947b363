// ... existing code ...
app.get('/health', (req, res) => {
  res.json({ ok: true });
});

app.get('/version', (req, res) => {
  res.json({ version: '1.2.0' });
});

// ... existing code ...
