// ... existing code ...
    it('rejects an unknown email', async () => {
      // ... existing code ...
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('unknown_user');
    });
  });
// ... existing code ...
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
// ... existing code ...
