const express = require('express');
const { Pool } = require('pg');

const app = express();
const pool = new Pool({ max: 10 });

app.use(express.json());

app.get('/health', (req, res) => {
  res.json({ ok: true });
});

app.get('/version', (req, res) => {
  res.json({ version: '1.2.0' });
});

app.get('/users/:id', async (req, res) => {
  const { rows } = await pool.query('SELECT * FROM users WHERE id = $1', [req.params.id]);
  if (rows.length === 0) {
    return res.status(404).json({ error: 'not found' });
  }
  res.json(rows[0]);
});

function start(port) {
  app.listen(port, () => {
    console.log(`listening on ${port}`);
  });
}

module.exports = { app, start };
