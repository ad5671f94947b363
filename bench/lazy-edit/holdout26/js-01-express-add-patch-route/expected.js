'use strict';

const express = require('express');
const { body, param, validationResult } = require('express-validator');
const Project = require('../models/project');
const requireAuth = require('../middleware/require-auth');
const asyncHandler = require('../lib/async-handler');

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
    const projects = await Project.find({ owner: req.user.id }).sort({ updatedAt: -1 });
    res.json(projects);
  }),
);

router.get(
  '/:id',
  param('id').isMongoId(),
  validate,
  asyncHandler(async (req, res) => {
    const project = await Project.findOne({ _id: req.params.id, owner: req.user.id });
    if (!project) {
      return res.status(404).json({ error: 'Project not found' });
    }
    return res.json(project);
  }),
);

router.post(
  '/',
  body('name').isString().trim().isLength({ min: 1, max: 120 }),
  body('description').optional().isString().isLength({ max: 2000 }),
  validate,
  asyncHandler(async (req, res) => {
    const project = await Project.create({
      name: req.body.name,
      description: req.body.description || '',
      owner: req.user.id,
    });
    res.status(201).json(project);
  }),
);

router.patch(
  '/:id',
  param('id').isMongoId(),
  body('name').optional().isString().trim().isLength({ min: 1, max: 120 }),
  body('description').optional().isString().isLength({ max: 2000 }),
  validate,
  asyncHandler(async (req, res) => {
    const updates = {};
    if (req.body.name !== undefined) updates.name = req.body.name;
    if (req.body.description !== undefined) updates.description = req.body.description;
    const project = await Project.findOneAndUpdate(
      { _id: req.params.id, owner: req.user.id },
      { $set: updates },
      { new: true },
    );
    if (!project) {
      return res.status(404).json({ error: 'Project not found' });
    }
    return res.json(project);
  }),
);

router.delete(
  '/:id',
  param('id').isMongoId(),
  validate,
  asyncHandler(async (req, res) => {
    const result = await Project.deleteOne({ _id: req.params.id, owner: req.user.id });
    if (result.deletedCount === 0) {
      return res.status(404).json({ error: 'Project not found' });
    }
    return res.status(204).end();
  }),
);

module.exports = router;
