import { Router, Request, Response } from 'express';
import { z } from 'zod';
import { asyncHandler } from '../middleware/async-handler';
import { requireAuth, requireRole } from '../middleware/auth';
import { ProjectRepository } from '../repositories/project-repository';
import { HttpError } from '../errors';

const createProjectSchema = z.object({
  name: z.string().min(1).max(120),
  description: z.string().max(2000).optional(),
  visibility: z.enum(['private', 'internal', 'public']).default('private'),
});

const updateProjectSchema = createProjectSchema.partial();

export function projectsRouter(repo: ProjectRepository): Router {
  const router = Router();

  router.use(requireAuth);

  router.get(
    '/',
    asyncHandler(async (req: Request, res: Response) => {
      const page = Number(req.query.page ?? 1);
      const perPage = Math.min(Number(req.query.per_page ?? 20), 100);
      const result = await repo.list({ ownerId: req.user!.id, page, perPage });
      res.json({ items: result.items, total: result.total, page, perPage });
    }),
  );

  router.get(
    '/:id',
    asyncHandler(async (req: Request, res: Response) => {
      const project = await repo.findById(req.params.id);
      if (!project) {
        throw new HttpError(404, 'project not found');
      }
      res.json(project);
    }),
  );

  router.post(
    '/',
    asyncHandler(async (req: Request, res: Response) => {
      const body = createProjectSchema.parse(req.body);
      const project = await repo.create({ ...body, ownerId: req.user!.id });
      res.status(201).json(project);
    }),
  );

  router.patch(
    '/:id',
    asyncHandler(async (req: Request, res: Response) => {
      const body = updateProjectSchema.parse(req.body);
      const project = await repo.findById(req.params.id);
      if (!project) {
        throw new HttpError(404, 'project not found');
      }
      if (project.ownerId !== req.user!.id) {
        throw new HttpError(403, 'only the owner can update a project');
      }
      const updated = await repo.update(project.id, body);
      res.json(updated);
    }),
  );

  router.post(
    '/:id/archive',
    asyncHandler(async (req: Request, res: Response) => {
      const project = await repo.findById(req.params.id);
      if (!project) {
        throw new HttpError(404, 'project not found');
      }
      if (project.ownerId !== req.user!.id) {
        throw new HttpError(403, 'only the owner can archive a project');
      }
      const archived = await repo.update(project.id, { archivedAt: new Date() });
      res.json(archived);
    }),
  );

  router.delete(
    '/:id',
    requireRole('admin'),
    asyncHandler(async (req: Request, res: Response) => {
      const deleted = await repo.delete(req.params.id);
      if (!deleted) {
        throw new HttpError(404, 'project not found');
      }
      res.status(204).end();
    }),
  );

  return router;
}
