const request = require('supertest');
const { createApp } = require('../src/app');
const { resetDb, seedUsers } = require('./helpers/db');

describe('auth routes', () => {
  let app;

  beforeAll(async () => {
    app = await createApp({ env: 'test' });
  });

  beforeEach(async () => {
    await resetDb();
    await seedUsers([{ email: 'ada@example.com', password: 'correct horse' }]);
  });

  describe('POST /login', () => {
    it('returns a token for valid credentials', async () => {
      const res = await request(app)
        .post('/login')
        .send({ email: 'ada@example.com', password: 'correct horse' });
      expect(res.status).toBe(200);
      expect(res.body.token).toEqual(expect.any(String));
    });

    it('rejects a wrong password', async () => {
      const res = await request(app)
        .post('/login')
        .send({ email: 'ada@example.com', password: 'wrong' });
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('invalid_credentials');
    });

    it('rejects an unknown email', async () => {
      const res = await request(app)
        .post('/login')
        .send({ email: 'nobody@example.com', password: 'wrong' });
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('unknown_user');
    });
  });

  describe('POST /register', () => {
    it('creates a user', async () => {
      const res = await request(app)
        .post('/register')
        .send({ email: 'grace@example.com', password: 'hunter22hunter22' });
      expect(res.status).toBe(201);
      expect(res.body.user.email).toBe('grace@example.com');
    });

    it('rejects a duplicate email', async () => {
      const res = await request(app)
        .post('/register')
        .send({ email: 'ada@example.com', password: 'hunter22hunter22' });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('email_taken');
    });

    it('rejects a password shorter than 12 characters', async () => {
      const res = await request(app)
        .post('/register')
        .send({ email: 'linus@example.com', password: 'short' });
      expect(res.status).toBe(422);
      expect(res.body.error).toBe('weak_password');
    });
  });

  describe('POST /logout', () => {
    it('clears the session cookie', async () => {
      const res = await request(app).post('/logout');
      expect(res.status).toBe(204);
      expect(res.headers['set-cookie'][0]).toMatch(/session=;/);
    });
  });
});
