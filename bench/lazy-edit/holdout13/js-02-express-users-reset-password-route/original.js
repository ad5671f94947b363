'use strict';

const express = require('express');
const { body, param, validationResult } = require('express-validator');
const User = require('../models/user');
const mailer = require('../services/mailer');
const { requireRole } = require('../middleware/auth');

const router = express.Router();

function handleValidation(req, res, next) {
  const errors = validationResult(req);
  if (!errors.isEmpty()) {
    return res.status(422).json({ errors: errors.array() });
  }
  return next();
}

router.get('/', requireRole('admin'), async (req, res, next) => {
  try {
    const page = Math.max(1, parseInt(req.query.page, 10) || 1);
    const users = await User.find()
      .sort({ createdAt: -1 })
      .skip((page - 1) * 50)
      .limit(50)
      .lean();
    res.json({ page, users });
  } catch (err) {
    next(err);
  }
});

router.get('/:id', param('id').isMongoId(), handleValidation, async (req, res, next) => {
  try {
    const user = await User.findById(req.params.id).lean();
    if (!user) {
      return res.status(404).json({ error: 'User not found' });
    }
    return res.json(user);
  } catch (err) {
    return next(err);
  }
});

router.post(
  '/',
  requireRole('admin'),
  body('email').isEmail().normalizeEmail(),
  body('name').trim().notEmpty(),
  handleValidation,
  async (req, res, next) => {
    try {
      const user = await User.create({ email: req.body.email, name: req.body.name });
      await mailer.sendWelcome(user);
      res.status(201).json(user);
    } catch (err) {
      next(err);
    }
  },
);

router.delete('/:id', requireRole('admin'), param('id').isMongoId(), handleValidation, async (req, res, next) => {
  try {
    const result = await User.deleteOne({ _id: req.params.id });
    if (result.deletedCount === 0) {
      return res.status(404).json({ error: 'User not found' });
    }
    return res.status(204).end();
  } catch (err) {
    return next(err);
  }
});

module.exports = router;
