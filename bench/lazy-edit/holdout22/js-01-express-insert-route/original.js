'use strict';

const express = require('express');
const { body, param, validationResult } = require('express-validator');

const { requireAuth, requireRole } = require('../middleware/auth');
const ProjectService = require('../services/project-service');

const router = express.Router();

function handleValidation(req, res, next) {
  const errors = validationResult(req);
  if (!errors.isEmpty()) {
    return res.status(422).json({ errors: errors.array() });
  }
  return next();
}

router.get('/', requireAuth, async (req, res, next) => {
  try {
    const projects = await ProjectService.listForUser(req.user.id, {
      archived: req.query.archived === 'true',
    });
    res.json(projects);
  } catch (err) {
    next(err);
  }
});

router.get(
  '/:id',
  requireAuth,
  param('id').isUUID(),
  handleValidation,
  async (req, res, next) => {
    try {
      const project = await ProjectService.getForUser(req.params.id, req.user.id);
      if (!project) {
        return res.status(404).json({ error: 'Project not found' });
      }
      res.json(project);
    } catch (err) {
      next(err);
    }
  }
);

router.post(
  '/',
  requireAuth,
  body('name').isString().trim().isLength({ min: 1, max: 120 }),
  body('description').optional().isString(),
  handleValidation,
  async (req, res, next) => {
    try {
      const project = await ProjectService.create(req.user.id, req.body);
      res.status(201).json(project);
    } catch (err) {
      next(err);
    }
  }
);

router.delete(
  '/:id',
  requireAuth,
  requireRole('admin'),
  param('id').isUUID(),
  handleValidation,
  async (req, res, next) => {
    try {
      await ProjectService.remove(req.params.id);
      res.status(204).end();
    } catch (err) {
      next(err);
    }
  }
);

module.exports = router;
