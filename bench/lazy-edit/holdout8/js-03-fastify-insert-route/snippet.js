// ... existing code ...

  fastify.post('/rooms/:roomId/bookings', async (request, reply) => {
    // ... existing code ...
  });

  fastify.patch('/bookings/:id', async (request, reply) => {
    const booking = await db.bookings.findById(request.params.id);
    if (!booking) {
      return reply.code(404).send({ error: 'Not found' });
    }
    if (booking.userId !== request.user.id) {
      return reply.code(403).send({ error: 'Forbidden' });
    }
    const { title } = request.body;
    await booking.update({ title });
    return booking;
  });

  fastify.delete('/bookings/:id', async (request, reply) => {
    // ... existing code ...
  });
}
