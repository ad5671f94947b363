const request = require('supertest');
const { createApp } = require('../src/app');
const { resetDb, seedUsers } = require('./helpers/db');

describe('users API', () => {
  let app;

  beforeAll(async () => {
    app = await createApp({ env: 'test' });
  });

  beforeEach(async () => {
    await resetDb();
    await seedUsers([
      { id: 1, email: 'ada@example.com', role: 'admin' },
      { id: 2, email: 'grace@example.com', role: 'member' },
    ]);
  });

  describe('GET /users', () => {
    it('returns all users for admins', async () => {
      const res = await request(app).get('/users').set('x-user-id', '1');
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(2);
    });

    it('rejects members', async () => {
      const res = await request(app).get('/users').set('x-user-id', '2');
      expect(res.status).toBe(403);
    });
  });

  describe('GET /users/:id', () => {
    it('returns the user', async () => {
      const res = await request(app).get('/users/2').set('x-user-id', '1');
      expect(res.status).toBe(200);
      expect(res.body.email).toBe('grace@example.com');
    });

    it('returns 404 for unknown ids', async () => {
      const res = await request(app).get('/users/99').set('x-user-id', '1');
      expect(res.status).toBe(404);
    });
  });

  describe('DELETE /users/:id', () => {
    it('deletes the user', async () => {
      const res = await request(app).delete('/users/2').set('x-user-id', '1');
      expect(res.status).toBe(204);
    });

    it('prevents admins from deleting themselves', async () => {
      const res = await request(app).delete('/users/1').set('x-user-id', '1');
      expect(res.status).toBe(409);
    });

    it('returns 404 for unknown ids', async () => {
      const res = await request(app).delete('/users/99').set('x-user-id', '1');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'not_found' });
    });
  });
});
