import { Router, type Request, type Response, type NextFunction } from 'express';
import { z } from 'zod';
import { requireAuth } from '../middleware/auth';
import { ProjectService } from '../services/project-service';
import { NotFoundError } from '../errors';

const createProjectSchema = z.object({
  name: z.string().min(1).max(120),
  description: z.string().max(2000).optional(),
  visibility: z.enum(['private', 'internal', 'public']).default('private'),
});

const updateProjectSchema = createProjectSchema.partial();

export function projectRoutes(service: ProjectService): Router {
  const router = Router();

  router.use(requireAuth);

  router.get('/', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const projects = await service.listForUser(req.user!.id);
      res.json({ data: projects });
    } catch (err) {
      next(err);
    }
  });

  router.get('/:id', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const project = await service.get(req.params.id, req.user!.id);
      if (!project) {
        throw new NotFoundError('Project not found');
      }
      res.json({ data: project });
    } catch (err) {
      next(err);
    }
  });

  router.post('/', async (req: Request, res: Response) => {
    const input = createProjectSchema.parse(req.body);
    const project = await service.create(req.user!.id, input);
    res.status(201).json({ data: project });
  });

  router.patch('/:id', async (req: Request, res: Response) => {
    const input = updateProjectSchema.parse(req.body);
    const project = await service.update(req.params.id, req.user!.id, input);
    res.json({ data: project });
  });

  router.delete('/:id', async (req: Request, res: Response, next: NextFunction) => {
    try {
      await service.remove(req.params.id, req.user!.id);
      res.status(204).end();
    } catch (err) {
      next(err);
    }
  });

  return router;
}
