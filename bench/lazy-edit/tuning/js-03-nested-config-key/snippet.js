module.exports = {
  // ... existing code ...
  database: {
    host: 'localhost',
    port: 5432,
    name: 'app',
    pool: { min: 2, max: 10 },
  },
  // ... existing code ...
};
