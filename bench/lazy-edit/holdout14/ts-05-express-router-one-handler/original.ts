import { Router, Request, Response, NextFunction } from 'express';
import { z } from 'zod';
import { ProjectRepository } from '../repositories/project.repository';
import { requireAuth } from '../middleware/auth';
import { HttpError } from '../errors';

const router = Router();
const projects = new ProjectRepository();

const projectSchema = z.object({
  name: z.string().min(1).max(120),
  description: z.string().max(2000).optional(),
  visibility: z.enum(['private', 'internal', 'public']).default('private'),
});

router.use(requireAuth);

router.get('/', async (req: Request, res: Response, next: NextFunction) => {
  try {
    const items = await projects.listForUser(req.user!.id);
    res.json(items);
  } catch (err) {
    next(err);
  }
});

router.get('/:id', async (req: Request, res: Response, next: NextFunction) => {
  try {
    const project = await projects.findById(req.params.id);
    if (!project) throw new HttpError(404, 'Project not found');
    res.json(project);
  } catch (err) {
    next(err);
  }
});

router.post('/', async (req: Request, res: Response, next: NextFunction) => {
  try {
    const input = projectSchema.parse(req.body);
    const project = await projects.create({ ...input, ownerId: req.user!.id });
    res.status(201).json(project);
  } catch (err) {
    next(err);
  }
});

router.put('/:id', async (req: Request, res: Response, next: NextFunction) => {
  try {
    const project = await projects.findById(req.params.id);
    if (!project) throw new HttpError(404, 'Project not found');
    const updated = await projects.update(req.params.id, req.body);
    res.json(updated);
  } catch (err) {
    next(err);
  }
});

router.delete('/:id', async (req: Request, res: Response, next: NextFunction) => {
  try {
    const project = await projects.findById(req.params.id);
    if (!project) throw new HttpError(404, 'Project not found');
    if (project.ownerId !== req.user!.id) throw new HttpError(403, 'Forbidden');
    await projects.delete(req.params.id);
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

export default router;
