// ... existing code ...
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
