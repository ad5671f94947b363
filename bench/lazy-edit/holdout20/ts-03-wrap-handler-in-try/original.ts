import { Router, type Request, type Response, type NextFunction } from 'express';
import { z } from 'zod';

import { db } from '../db';
import { requireAuth } from '../middleware/auth';
import { rateLimit } from '../middleware/rate-limit';
import { publish } from '../events';

const router = Router();

const createOrderSchema = z.object({
  items: z
    .array(
      z.object({
        sku: z.string().min(1),
        quantity: z.number().int().positive(),
      }),
    )
    .min(1),
  couponCode: z.string().optional(),
  notes: z.string().max(500).optional(),
});

router.get('/orders', requireAuth, async (req: Request, res: Response) => {
  const orders = await db.order.findMany({
    where: { customerId: req.user!.id },
    orderBy: { createdAt: 'desc' },
    take: 50,
  });
  res.json({ orders });
});

router.post(
  '/orders',
  requireAuth,
  rateLimit({ windowMs: 60_000, max: 10 }),
  async (req: Request, res: Response, next: NextFunction) => {
    const parsed = createOrderSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ error: 'invalid_body', issues: parsed.error.issues });
      return;
    }

    const order = await db.$transaction(async (tx) => {
      const created = await tx.order.create({
        data: {
          customerId: req.user!.id,
          couponCode: parsed.data.couponCode,
          notes: parsed.data.notes,
          items: { create: parsed.data.items },
        },
        include: { items: true },
      });
      await tx.inventory.reserve(created.items);
      return created;
    });

    await publish('order.created', { orderId: order.id });
    res.status(201).json({ order });
  },
);

router.delete('/orders/:id', requireAuth, async (req: Request, res: Response) => {
  const deleted = await db.order.deleteMany({
    where: { id: req.params.id, customerId: req.user!.id, status: 'pending' },
  });
  if (deleted.count === 0) {
    res.status(404).json({ error: 'not_found' });
    return;
  }
  res.status(204).end();
});

export default router;
