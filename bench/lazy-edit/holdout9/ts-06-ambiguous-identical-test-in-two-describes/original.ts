import request from 'supertest';
import { app } from '../src/app';
import { resetDatabase, createUser } from './helpers';

beforeEach(async () => {
  await resetDatabase();
});

describe('POST /api/signup', () => {
  const url = '/api/signup';

  it('creates an account', async () => {
    const res = await request(app)
      .post(url)
      .send({ email: 'new@example.com', password: 'correct horse battery' });
    expect(res.status).toBe(201);
    expect(res.body.user.email).toBe('new@example.com');
  });

  it('returns 400 when the body is missing', async () => {
    const res = await request(app).post(url).send();
    expect(res.status).toBe(400);
  });

  it('returns 409 when the email is taken', async () => {
    await createUser({ email: 'taken@example.com' });
    const res = await request(app)
      .post(url)
      .send({ email: 'taken@example.com', password: 'correct horse battery' });
    expect(res.status).toBe(409);
  });
});

describe('POST /api/login', () => {
  const url = '/api/login';

  it('returns a token for valid credentials', async () => {
    await createUser({ email: 'user@example.com', password: 'correct horse battery' });
    const res = await request(app)
      .post(url)
      .send({ email: 'user@example.com', password: 'correct horse battery' });
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
  });

  it('returns 400 when the body is missing', async () => {
    const res = await request(app).post(url).send();
    expect(res.status).toBe(400);
  });

  it('returns 401 for a wrong password', async () => {
    await createUser({ email: 'user@example.com', password: 'correct horse battery' });
    const res = await request(app)
      .post(url)
      .send({ email: 'user@example.com', password: 'wrong' });
    expect(res.status).toBe(401);
  });
});
