import { Router, type Request, type Response, type NextFunction } from 'express';
import { z } from 'zod';

import { db } from '../db';
import { InsufficientStockError } from '../errors';
import { requireAuth } from '../middleware/auth';
// ... existing code ...
  async (req: Request, res: Response, next: NextFunction) => {
    const parsed = createOrderSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ error: 'invalid_body', issues: parsed.error.issues });
      return;
    }

    try {
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
    } catch (err) {
      if (err instanceof InsufficientStockError) {
        res.status(409).json({ error: 'insufficient_stock', sku: err.sku });
        return;
      }
      next(err);
    }
  },
);
// ... existing code ...
