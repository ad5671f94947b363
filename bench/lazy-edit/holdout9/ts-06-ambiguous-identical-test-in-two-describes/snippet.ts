// ... existing code ...
  it('returns 400 when the body is missing', async () => {
    const res = await request(app).post(url).send();
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('email and password are required');
  });
// ... existing code ...
