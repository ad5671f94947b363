'use strict';

const express = require('express');
const { body, param, validationResult } = require('express-validator');
const { requireAuth, requireRole } = require('../middleware/auth');
const Comment = require('../models/comment');

const router = express.Router();

function handleValidation(req, res, next) {
  const errors = validationResult(req);
  if (!errors.isEmpty()) {
    return res.status(422).json({ errors: errors.array() });
  }
  return next();
}

router.get(
  '/posts/:postId/comments',
  param('postId').isMongoId(),
  handleValidation,
  async (req, res, next) => {
    try {
      const comments = await Comment.find({ post: req.params.postId, deleted: false })
        .sort({ createdAt: 1 })
        .populate('author', 'name avatarUrl')
        .lean();
      res.json(comments);
    } catch (err) {
      next(err);
    }
  },
);

router.post(
  '/posts/:postId/comments',
  requireAuth,
  param('postId').isMongoId(),
  body('text').isString().trim().isLength({ min: 1, max: 2000 }),
  handleValidation,
  async (req, res, next) => {
    try {
      const comment = await Comment.create({
        post: req.params.postId,
        author: req.user.id,
        text: req.body.text,
      });
      res.status(201).json(comment);
    } catch (err) {
      next(err);
    }
  },
);

router.delete(
  '/comments/:id',
  requireAuth,
  requireRole('moderator'),
  param('id').isMongoId(),
  handleValidation,
  async (req, res, next) => {
    try {
      const result = await Comment.updateOne({ _id: req.params.id }, { deleted: true });
      if (result.matchedCount === 0) {
        return res.status(404).json({ error: 'Comment not found' });
      }
      return res.status(204).end();
    } catch (err) {
      return next(err);
    }
  },
);

module.exports = router;
