import { Router, Request, Response, NextFunction } from 'express';
import { z } from 'zod';
import { prisma } from '../db';
import { requireAuth } from '../middleware/auth';
import { logger } from '../logger';

const router = Router();

const createOrderSchema = z.object({
  productId: z.string().uuid(),
  quantity: z.number().int().positive().max(100),
  couponCode: z.string().optional(),
});

router.get('/orders', requireAuth, async (req: Request, res: Response) => {
  const orders = await prisma.order.findMany({
    where: { userId: req.user!.id },
    orderBy: { createdAt: 'desc' },
    include: { items: true },
  });
  res.json(orders);
});

router.get('/orders/:id', requireAuth, async (req: Request, res: Response) => {
  const order = await prisma.order.findFirst({
    where: { id: req.params.id, userId: req.user!.id },
    include: { items: true },
  });
  if (!order) {
    return res.status(404).json({ error: 'Order not found' });
  }
  res.json(order);
});

router.post('/orders', requireAuth, async (req: Request, res: Response) => {
  const parsed = createOrderSchema.safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json({ error: parsed.error.flatten() });
  }
  const { productId, quantity, couponCode } = parsed.data;
  const product = await prisma.product.findUnique({ where: { id: productId } });
  if (!product) {
    return res.status(404).json({ error: 'Product not found' });
  }
  const order = await prisma.order.create({
    data: {
      userId: req.user!.id,
      couponCode,
      items: {
        create: [{ productId, quantity, unitPrice: product.price }],
      },
    },
    include: { items: true },
  });
  logger.info({ orderId: order.id }, 'order created');
  res.status(201).json(order);
});

export default router;
