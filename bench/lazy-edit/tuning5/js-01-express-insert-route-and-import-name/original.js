const express = require('express');
const { body, validationResult } = require('express-validator');
const Project = require('../models/project');
const requireAuth = require('../middleware/require-auth');

const router = express.Router();

router.use(requireAuth);

router.get('/', async (req, res) => {
  const projects = await Project.find({ owner: req.user.id }).sort({ updatedAt: -1 });
  res.json(projects);
});

router.get('/:id', async (req, res) => {
  const project = await Project.findOne({ _id: req.params.id, owner: req.user.id });
  if (!project) {
    return res.status(404).json({ error: 'Project not found' });
  }
  res.json(project);
});

router.post(
  '/',
  body('name').isString().trim().isLength({ min: 1, max: 80 }),
  async (req, res) => {
    const errors = validationResult(req);
    if (!errors.isEmpty()) {
      return res.status(422).json({ errors: errors.array() });
    }
    const project = await Project.create({ name: req.body.name, owner: req.user.id });
    res.status(201).json(project);
  },
);

router.delete('/:id', async (req, res) => {
  const result = await Project.deleteOne({ _id: req.params.id, owner: req.user.id });
  if (result.deletedCount === 0) {
    return res.status(404).json({ error: 'Project not found' });
  }
  res.status(204).end();
});

module.exports = router;
