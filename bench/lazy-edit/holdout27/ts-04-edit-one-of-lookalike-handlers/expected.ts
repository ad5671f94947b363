import { Router, type Request, type Response, type NextFunction } from 'express';
import { z } from 'zod';

import { requireAuth, requireRole } from '../middleware/auth';
import { db } from '../db';

export const adminRouter = Router();

adminRouter.use(requireAuth);

const idParam = z.object({ id: z.string().uuid() });

// GET /admin/users/:id
adminRouter.get('/users/:id', requireRole('support'), async (req: Request, res: Response, next: NextFunction) => {
  try {
    const { id } = idParam.parse(req.params);
    const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) {
      return res.status(404).json({ error: 'not_found' });
    }
    res.json(row);
  } catch (err) {
    next(err);
  }
});

// GET /admin/teams/:id
adminRouter.get('/teams/:id', requireRole('support'), async (req: Request, res: Response, next: NextFunction) => {
  try {
    const { id } = idParam.parse(req.params);
    const row = await db.selectFrom('teams').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) {
      return res.status(404).json({ error: 'not_found' });
    }
    res.json(row);
  } catch (err) {
    next(err);
  }
});

// DELETE /admin/users/:id
adminRouter.delete('/users/:id', requireRole('admin'), async (req: Request, res: Response, next: NextFunction) => {
  try {
    const { id } = idParam.parse(req.params);
    const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) {
      return res.status(404).json({ error: 'not_found' });
    }
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

// DELETE /admin/teams/:id
adminRouter.delete('/teams/:id', requireRole('admin'), async (req: Request, res: Response, next: NextFunction) => {
  try {
    const { id } = idParam.parse(req.params);
    const members = await db
      .selectFrom('team_members')
      .select(db.fn.countAll<number>().as('count'))
      .where('team_id', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(members.count) > 0) {
      return res.status(409).json({ error: 'team_not_empty' });
    }
    const result = await db.deleteFrom('teams').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) {
      return res.status(404).json({ error: 'not_found' });
    }
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

adminRouter.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
  if (err instanceof z.ZodError) {
    return res.status(400).json({ error: 'invalid_request', issues: err.issues });
  }
  res.status(500).json({ error: 'internal' });
});
