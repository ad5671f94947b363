'use strict'

const express = require('express')
const { body, param, validationResult } = require('express-validator')

const Project = require('../models/project')
const auth = require('../middleware/auth')
const asyncHandler = require('../lib/async-handler')

const router = express.Router()

function validate (req, res, next) {
  const errors = validationResult(req)
  if (!errors.isEmpty()) {
    return res.status(422).json({ errors: errors.array() })
  }
  next()
}

router.use(auth.required)

router.get('/', asyncHandler(async (req, res) => {
  const page = Math.max(parseInt(req.query.page, 10) || 1, 1)
  const projects = await Project.find({ owner: req.user.id })
    .sort({ updatedAt: -1 })
    .skip((page - 1) * 20)
    .limit(20)
  res.json({ page, projects })
}))

router.get('/:id',
  param('id').isMongoId(),
  validate,
  asyncHandler(async (req, res) => {
    const project = await Project.findOne({ _id: req.params.id, owner: req.user.id })
    if (!project) return res.sendStatus(404)
    res.json(project)
  })
)

router.post('/',
  body('name').isString().trim().isLength({ min: 1, max: 80 }),
  body('description').optional().isString().isLength({ max: 2000 }),
  validate,
  asyncHandler(async (req, res) => {
    const project = await Project.create({
      name: req.body.name,
      description: req.body.description || '',
      owner: req.user.id
    })
    res.status(201).json(project)
  })
)

router.delete('/:id',
  param('id').isMongoId(),
  validate,
  asyncHandler(async (req, res) => {
    const result = await Project.deleteOne({ _id: req.params.id, owner: req.user.id })
    if (result.deletedCount === 0) return res.sendStatus(404)
    res.sendStatus(204)
  })
)

module.exports = router
