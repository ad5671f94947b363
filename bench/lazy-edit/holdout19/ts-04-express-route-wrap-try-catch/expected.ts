import { Router, Request, Response, NextFunction } from 'express';
import { z } from 'zod';
import { db } from '../db';
import { requireAuth } from '../middleware/auth';
import { logger } from '../logger';

const router = Router();

const createProjectSchema = z.object({
  name: z.string().min(1).max(120),
  description: z.string().max(2000).optional(),
  visibility: z.enum(['private', 'internal', 'public']).default('private'),
});

router.get('/', requireAuth, async (req: Request, res: Response, next: NextFunction) => {
  try {
    const projects = await db.project.findMany({
      where: { ownerId: req.user!.id },
      orderBy: { updatedAt: 'desc' },
    });
    res.json({ data: projects });
  } catch (err) {
    next(err);
  }
});

router.post('/', requireAuth, async (req: Request, res: Response, next: NextFunction) => {
  const parsed = createProjectSchema.safeParse(req.body);
  if (!parsed.success) {
    res.status(400).json({ error: 'invalid_body', issues: parsed.error.issues });
    return;
  }
  try {
    const project = await db.project.create({
      data: { ...parsed.data, ownerId: req.user!.id },
    });
    logger.info({ projectId: project.id }, 'project created');
    res.status(201).json({ data: project });
  } catch (err) {
    next(err);
  }
});

router.delete('/:id', requireAuth, async (req: Request, res: Response, next: NextFunction) => {
  try {
    const project = await db.project.findFirst({
      where: { id: req.params.id, ownerId: req.user!.id },
    });
    if (!project) {
      res.status(404).json({ error: 'not_found' });
      return;
    }
    await db.project.delete({ where: { id: project.id } });
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

export default router;
