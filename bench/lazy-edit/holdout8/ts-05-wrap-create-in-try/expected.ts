import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { db } from '../db';
import { isUniqueViolation } from '../db/errors';
import { requireAuth } from '../middleware/auth';

const router = Router();

const createProjectSchema = z.object({
  name: z.string().min(1).max(80),
  description: z.string().max(500).optional(),
  visibility: z.enum(['private', 'internal', 'public']).default('private'),
});

router.get('/projects', requireAuth, async (req: Request, res: Response) => {
  const projects = await db.project.findMany({
    where: { ownerId: req.user!.id },
    orderBy: { updatedAt: 'desc' },
  });
  res.json(projects);
});

router.post('/projects', requireAuth, async (req: Request, res: Response) => {
  const parsed = createProjectSchema.safeParse(req.body);
  if (!parsed.success) {
    res.status(400).json({ error: parsed.error.flatten() });
    return;
  }
  try {
    const project = await db.project.create({
      data: { ...parsed.data, ownerId: req.user!.id },
    });
    res.status(201).json(project);
  } catch (err) {
    if (isUniqueViolation(err)) {
      res.status(409).json({ error: 'A project with this name already exists' });
      return;
    }
    throw err;
  }
});

router.delete('/projects/:id', requireAuth, async (req: Request, res: Response) => {
  const deleted = await db.project.deleteMany({
    where: { id: req.params.id, ownerId: req.user!.id },
  });
  if (deleted.count === 0) {
    res.status(404).json({ error: 'Project not found' });
    return;
  }
  res.status(204).end();
});

export default router;
