import { Router, type Request, type Response, type NextFunction } from "express";
import { z } from "zod";
import { requireAuth } from "../middleware/auth";
import { rateLimit } from "../middleware/rate-limit";
import * as projects from "../services/projects";

const router = Router();

const createProjectSchema = z.object({
  name: z.string().min(1).max(120),
  description: z.string().max(2000).optional(),
  visibility: z.enum(["private", "internal", "public"]).default("private"),
});

const updateProjectSchema = createProjectSchema.partial();

function asyncHandler(fn: (req: Request, res: Response) => Promise<void>) {
  return (req: Request, res: Response, next: NextFunction) => {
    fn(req, res).catch(next);
  };
}

router.get(
  "/",
  requireAuth,
  asyncHandler(async (req, res) => {
    const page = Number(req.query.page ?? 1);
    const list = await projects.list(req.user!.id, { page, perPage: 25 });
    res.json(list);
  }),
);

router.get(
  "/:id",
  requireAuth,
  asyncHandler(async (req, res) => {
    const project = await projects.get(req.params.id, req.user!.id);
    if (!project) {
      res.status(404).json({ error: "not_found" });
      return;
    }
    res.json(project);
  }),
);

router.post(
  "/",
  requireAuth,
  asyncHandler(async (req, res) => {
    const input = createProjectSchema.parse(req.body);
    const project = await projects.create(req.user!.id, input);
    res.status(201).json(project);
  }),
);

router.patch(
  "/:id",
  requireAuth,
  asyncHandler(async (req, res) => {
    const input = updateProjectSchema.parse(req.body);
    const project = await projects.update(req.params.id, req.user!.id, input);
    res.json(project);
  }),
);

router.delete(
  "/:id",
  requireAuth,
  asyncHandler(async (req, res) => {
    await projects.remove(req.params.id, req.user!.id);
    res.status(204).end();
  }),
);

export default router;
