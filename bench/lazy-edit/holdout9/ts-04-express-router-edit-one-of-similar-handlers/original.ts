import { Router } from 'express';
import { z } from 'zod';
import { requireAuth } from '../middleware/auth';
import { validate } from '../middleware/validate';
import * as projects from '../services/projects';
import * as tasks from '../services/tasks';

const router = Router();

const idParams = z.object({ id: z.string().uuid() });

router.use(requireAuth);

router.get('/projects', async (req, res, next) => {
  try {
    const items = await projects.list(req.user.orgId);
    res.json({ items });
  } catch (err) {
    next(err);
  }
});

router.get('/projects/:id', validate({ params: idParams }), async (req, res, next) => {
  try {
    const item = await projects.get(req.user.orgId, req.params.id);
    if (!item) {
      return res.status(404).json({ error: 'Not found' });
    }
    res.json(item);
  } catch (err) {
    next(err);
  }
});

router.get('/tasks', async (req, res, next) => {
  try {
    const items = await tasks.list(req.user.orgId);
    res.json({ items });
  } catch (err) {
    next(err);
  }
});

router.get('/tasks/:id', validate({ params: idParams }), async (req, res, next) => {
  try {
    const item = await tasks.get(req.user.orgId, req.params.id);
    if (!item) {
      return res.status(404).json({ error: 'Not found' });
    }
    res.json(item);
  } catch (err) {
    next(err);
  }
});

router.delete('/tasks/:id', validate({ params: idParams }), async (req, res, next) => {
  try {
    const deleted = await tasks.remove(req.user.orgId, req.params.id);
    if (!deleted) {
      return res.status(404).json({ error: 'Not found' });
    }
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

export default router;
