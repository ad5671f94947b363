import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { db } from '../db';
import { isUniqueViolation } from '../db/errors';
import { requireAuth } from '../middleware/auth';

// ... existing code ...

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

// ... existing code ...
