const express = require('express');
const { body, param, validationResult } = require('express-validator');
const Order = require('../models/order');
const { requireAuth, requireRole } = require('../middleware/auth');

const router = express.Router();

function handleValidation(req, res, next) {
  const errors = validationResult(req);
  if (!errors.isEmpty()) {
    return res.status(422).json({ errors: errors.array() });
  }
  next();
}

router.get('/', requireAuth, async (req, res, next) => {
  try {
    const page = Math.max(parseInt(req.query.page, 10) || 1, 1);
    const limit = Math.min(parseInt(req.query.limit, 10) || 20, 100);
    const orders = await Order.find({ customer: req.user.id })
      .sort({ createdAt: -1 })
      .skip((page - 1) * limit)
      .limit(limit);
    res.json({ page, limit, orders });
  } catch (err) {
    next(err);
  }
});

router.get('/:id', requireAuth, param('id').isMongoId(), handleValidation, async (req, res, next) => {
  try {
    const order = await Order.findOne({ _id: req.params.id, customer: req.user.id });
    if (!order) {
      return res.status(404).json({ error: 'Order not found' });
    }
    res.json(order);
  } catch (err) {
    next(err);
  }
});

router.post(
  '/',
  requireAuth,
  body('items').isArray({ min: 1 }),
  body('items.*.sku').isString().notEmpty(),
  body('items.*.quantity').isInt({ min: 1 }),
  handleValidation,
  async (req, res, next) => {
    try {
      const order = await Order.create({
        customer: req.user.id,
        items: req.body.items,
        status: 'pending',
      });
      res.status(201).json(order);
    } catch (err) {
      next(err);
    }
  }
);

router.post('/:id/cancel', requireAuth, param('id').isMongoId(), handleValidation, async (req, res, next) => {
  try {
    const order = await Order.findOne({ _id: req.params.id, customer: req.user.id });
    if (!order) {
      return res.status(404).json({ error: 'Order not found' });
    }
    if (order.status !== 'pending') {
      return res.status(409).json({ error: `Cannot cancel an order that is ${order.status}` });
    }
    order.status = 'cancelled';
    order.cancelledAt = new Date();
    await order.save();
    res.json(order);
  } catch (err) {
    next(err);
  }
});

router.delete('/:id', requireAuth, requireRole('admin'), param('id').isMongoId(), handleValidation, async (req, res, next) => {
  try {
    const result = await Order.deleteOne({ _id: req.params.id });
    if (result.deletedCount === 0) {
      return res.status(404).json({ error: 'Order not found' });
    }
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

module.exports = router;
