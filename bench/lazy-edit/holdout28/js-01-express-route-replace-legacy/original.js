'use strict';

const express = require('express');
const { body, param, validationResult } = require('express-validator');

const Invoice = require('../models/invoice');
const { requireAuth, requireRole } = require('../middleware/auth');
const asyncHandler = require('../lib/asyncHandler');

const router = express.Router();

function validate(req, res, next) {
  const errors = validationResult(req);
  if (!errors.isEmpty()) {
    return res.status(422).json({ errors: errors.array() });
  }
  return next();
}

router.use(requireAuth);

router.get(
  '/',
  asyncHandler(async (req, res) => {
    const { page = 1, limit = 25, status } = req.query;
    const filter = { accountId: req.user.accountId };
    if (status) {
      filter.status = status;
    }
    const invoices = await Invoice.find(filter)
      .sort({ issuedAt: -1 })
      .skip((page - 1) * limit)
      .limit(Number(limit));
    res.json({ data: invoices, page: Number(page) });
  })
);

router.get(
  '/:id',
  param('id').isMongoId(),
  validate,
  asyncHandler(async (req, res) => {
    const invoice = await Invoice.findOne({ _id: req.params.id, accountId: req.user.accountId });
    if (!invoice) {
      return res.status(404).json({ error: 'Invoice not found' });
    }
    return res.json({ data: invoice });
  })
);

// Deprecated: kept for the v1 mobile app, remove after 2024-06.
router.get(
  '/:id/pdf-legacy',
  param('id').isMongoId(),
  validate,
  asyncHandler(async (req, res) => {
    res.redirect(301, `/api/invoices/${req.params.id}/pdf`);
  })
);

router.post(
  '/',
  requireRole('billing'),
  body('customerId').isMongoId(),
  body('lines').isArray({ min: 1 }),
  body('dueAt').isISO8601(),
  validate,
  asyncHandler(async (req, res) => {
    const invoice = await Invoice.create({
      ...req.body,
      accountId: req.user.accountId,
      status: 'draft',
    });
    res.status(201).json({ data: invoice });
  })
);

router.delete(
  '/:id',
  requireRole('billing'),
  param('id').isMongoId(),
  validate,
  asyncHandler(async (req, res) => {
    const result = await Invoice.deleteOne({
      _id: req.params.id,
      accountId: req.user.accountId,
      status: 'draft',
    });
    if (result.deletedCount === 0) {
      return res.status(404).json({ error: 'Draft invoice not found' });
    }
    return res.status(204).end();
  })
);

module.exports = router;
