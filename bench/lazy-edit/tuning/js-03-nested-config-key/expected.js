module.exports = {
  server: {
    port: 3000,
    host: 'localhost',
  },
  database: {
    host: 'localhost',
    port: 5432,
    name: 'app',
    pool: { min: 2, max: 10 },
  },
  cache: {
    ttl: 60,
  },
};
