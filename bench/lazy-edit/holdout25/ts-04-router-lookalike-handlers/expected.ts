import { Router } from 'express';
import { z } from 'zod';

import { requireAuth } from '../middleware/auth';
import { asyncHandler } from '../middleware/async-handler';
import * as tagsRepo from '../repositories/tags';

const router = Router();

const tagSchema = z.object({
  name: z.string().min(1).max(64),
  color: z.string().regex(/^#[0-9a-f]{6}$/i).optional(),
});

router.use(requireAuth);

router.get(
  '/',
  asyncHandler(async (req, res) => {
    const tags = await tagsRepo.listForWorkspace(req.user.workspaceId);
    res.json({ data: tags });
  }),
);

router.get(
  '/:tagId',
  asyncHandler(async (req, res) => {
    const tag = await tagsRepo.findById(req.user.workspaceId, req.params.tagId);
    if (!tag) {
      res.status(404).json({ error: 'Tag not found' });
      return;
    }
    res.json({ data: tag });
  }),
);

router.post(
  '/',
  asyncHandler(async (req, res) => {
    const parsed = tagSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ error: parsed.error.flatten() });
      return;
    }
    const tag = await tagsRepo.create(req.user.workspaceId, parsed.data);
    res.status(201).json({ data: tag });
  }),
);

router.patch(
  '/:tagId',
  asyncHandler(async (req, res) => {
    const parsed = tagSchema.partial().safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ error: parsed.error.flatten() });
      return;
    }
    if (Object.keys(parsed.data).length === 0) {
      res.status(400).json({ error: 'No fields to update' });
      return;
    }
    const tag = await tagsRepo.update(req.user.workspaceId, req.params.tagId, parsed.data);
    if (!tag) {
      res.status(404).json({ error: 'Tag not found' });
      return;
    }
    res.json({ data: tag });
  }),
);

router.delete(
  '/:tagId',
  asyncHandler(async (req, res) => {
    const deleted = await tagsRepo.remove(req.user.workspaceId, req.params.tagId);
    if (!deleted) {
      res.status(404).json({ error: 'Tag not found' });
      return;
    }
    res.sendStatus(204);
  }),
);

export default router;
