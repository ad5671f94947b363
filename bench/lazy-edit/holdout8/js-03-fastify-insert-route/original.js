export default async function bookingRoutes(fastify) {
  const { db } = fastify;

  fastify.get('/rooms', async () => {
    return db.rooms.findAll({ order: [['name', 'ASC']] });
  });

  fastify.get('/rooms/:roomId/bookings', async (request) => {
    const { roomId } = request.params;
    const { from, to } = request.query;
    return db.bookings.findAll({
      where: {
        roomId,
        startsAt: { gte: from },
        endsAt: { lte: to },
      },
    });
  });

  fastify.post('/rooms/:roomId/bookings', async (request, reply) => {
    const { roomId } = request.params;
    const { startsAt, endsAt, title } = request.body;
    const clash = await db.bookings.findOverlap(roomId, startsAt, endsAt);
    if (clash) {
      return reply.code(409).send({ error: 'Room already booked for that time' });
    }
    const booking = await db.bookings.create({
      roomId,
      startsAt,
      endsAt,
      title,
      userId: request.user.id,
    });
    return reply.code(201).send(booking);
  });

  fastify.delete('/bookings/:id', async (request, reply) => {
    const booking = await db.bookings.findById(request.params.id);
    if (!booking) {
      return reply.code(404).send({ error: 'Not found' });
    }
    if (booking.userId !== request.user.id) {
      return reply.code(403).send({ error: 'Forbidden' });
    }
    await booking.destroy();
    return reply.code(204).send();
  });
}
