// ... existing code ...
  it('rejects a missing title', async () => {
    // ... existing code ...
    expect(res.body.errors).toContainEqual(expect.objectContaining({ field: 'title' }));
  });

  it('rejects a title longer than 200 characters', async () => {
    const res = await request(app)
      .post('/api/posts')
      .set('Authorization', `Bearer ${author.token}`)
      .send({ title: 'x'.repeat(201), body: 'First post' });

    expect(res.status).toBe(422);
    expect(res.body.errors).toContainEqual(expect.objectContaining({ field: 'title' }));
  });

  // ... existing code ...
  it('hides drafts from anonymous users', async () => {
    const post = await buildPost({ status: 'draft' });
    const res = await request(createApp()).get(`/api/posts/${post.id}`);

    expect(res.status).toBe(404);
  });

  it('shows a draft to its author', async () => {
    const owner = await buildUser({ role: 'author' });
    const post = await buildPost({ status: 'draft', authorId: owner.id });
    const res = await request(createApp())
      .get(`/api/posts/${post.id}`)
      .set('Authorization', `Bearer ${owner.token}`);

    expect(res.status).toBe(200);
  });
});
