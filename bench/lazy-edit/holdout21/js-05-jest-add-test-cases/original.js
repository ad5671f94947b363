const request = require('supertest');
const { createApp } = require('../src/app');
const db = require('../src/db');
const { buildUser, buildPost } = require('./factories');

describe('POST /api/posts', () => {
  let app;
  let author;

  beforeAll(async () => {
    await db.migrate.latest();
  });

  beforeEach(async () => {
    await db('posts').truncate();
    await db('users').truncate();
    author = await buildUser({ role: 'author' });
    app = createApp();
  });

  afterAll(async () => {
    await db.destroy();
  });

  it('creates a post for an authenticated author', async () => {
    const res = await request(app)
      .post('/api/posts')
      .set('Authorization', `Bearer ${author.token}`)
      .send({ title: 'Hello', body: 'First post' });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Hello', authorId: author.id });
  });

  it('rejects unauthenticated requests', async () => {
    const res = await request(app)
      .post('/api/posts')
      .send({ title: 'Hello', body: 'First post' });

    expect(res.status).toBe(401);
  });

  it('rejects a missing title', async () => {
    const res = await request(app)
      .post('/api/posts')
      .set('Authorization', `Bearer ${author.token}`)
      .send({ body: 'First post' });

    expect(res.status).toBe(422);
    expect(res.body.errors).toContainEqual(expect.objectContaining({ field: 'title' }));
  });

  it('rejects readers', async () => {
    const reader = await buildUser({ role: 'reader' });
    const res = await request(app)
      .post('/api/posts')
      .set('Authorization', `Bearer ${reader.token}`)
      .send({ title: 'Hello', body: 'First post' });

    expect(res.status).toBe(403);
  });
});

describe('GET /api/posts/:id', () => {
  it('returns a published post', async () => {
    const post = await buildPost({ status: 'published' });
    const res = await request(createApp()).get(`/api/posts/${post.id}`);

    expect(res.status).toBe(200);
    expect(res.body.id).toBe(post.id);
  });

  it('hides drafts from anonymous users', async () => {
    const post = await buildPost({ status: 'draft' });
    const res = await request(createApp()).get(`/api/posts/${post.id}`);

    expect(res.status).toBe(404);
  });
});
