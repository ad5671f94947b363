module.exports = {
  server: {
    port: 3000,
    host: 'localhost',
  },
  database: {
    host: 'localhost',
    port: 5432,
    name: 'app',
  },
  cache: {
    ttl: 60,
  },
};
