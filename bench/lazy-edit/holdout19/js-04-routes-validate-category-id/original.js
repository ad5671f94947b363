const express = require('express');
const { ObjectId } = require('mongodb');
const { getDb } = require('../db');
const { validateBody } = require('../middleware/validate');
const productSchema = require('../schemas/product');

const router = express.Router();

router.get('/products', async (req, res, next) => {
  try {
    const limit = Math.min(parseInt(req.query.limit, 10) || 20, 100);
    const products = await getDb()
      .collection('products')
      .find({ archived: { $ne: true } })
      .limit(limit)
      .toArray();
    res.json(products);
  } catch (err) {
    next(err);
  }
});

router.get('/products/:id', async (req, res, next) => {
  try {
    const product = await getDb()
      .collection('products')
      .findOne({ _id: new ObjectId(req.params.id) });
    if (!product) {
      return res.status(404).json({ error: 'Product not found' });
    }
    res.json(product);
  } catch (err) {
    next(err);
  }
});

router.get('/categories/:id', async (req, res, next) => {
  try {
    const category = await getDb()
      .collection('categories')
      .findOne({ _id: new ObjectId(req.params.id) });
    if (!category) {
      return res.status(404).json({ error: 'Category not found' });
    }
    res.json(category);
  } catch (err) {
    next(err);
  }
});

router.post('/products', validateBody(productSchema), async (req, res, next) => {
  try {
    const result = await getDb().collection('products').insertOne({
      ...req.body,
      createdAt: new Date(),
    });
    res.status(201).json({ _id: result.insertedId, ...req.body });
  } catch (err) {
    next(err);
  }
});

router.delete('/products/:id', async (req, res, next) => {
  try {
    const result = await getDb()
      .collection('products')
      .updateOne({ _id: new ObjectId(req.params.id) }, { $set: { archived: true } });
    if (result.matchedCount === 0) {
      return res.status(404).json({ error: 'Product not found' });
    }
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

module.exports = router;
