import { Router, type Request, type Response, type NextFunction } from "express";
import { z } from "zod";
import { ProjectService } from "../services/project-service";
import { requireAuth } from "../middleware/auth";
import { NotFoundError } from "../errors";

const router = Router();
const projects = new ProjectService();

const createProjectSchema = z.object({
  name: z.string().min(1).max(120),
  description: z.string().max(2000).optional(),
  visibility: z.enum(["private", "internal", "public"]).default("private"),
});

const updateProjectSchema = createProjectSchema.partial();

router.use(requireAuth);

router.get("/", async (req: Request, res: Response, next: NextFunction) => {
  try {
    const page = Number(req.query.page ?? 1);
    const result = await projects.list(req.user!.id, { page });
    res.json(result);
  } catch (err) {
    next(err);
  }
});

router.get("/:id", async (req: Request, res: Response, next: NextFunction) => {
  try {
    const project = await projects.findById(req.params.id);
    if (!project) {
      throw new NotFoundError(`Project ${req.params.id} not found`);
    }
    res.json(project);
  } catch (err) {
    next(err);
  }
});

router.post("/", async (req: Request, res: Response, next: NextFunction) => {
  const input = createProjectSchema.parse(req.body);
  const project = await projects.create(req.user!.id, input);
  res.status(201).location(`/projects/${project.id}`).json(project);
});

router.patch("/:id", async (req: Request, res: Response, next: NextFunction) => {
  try {
    const input = updateProjectSchema.parse(req.body);
    const project = await projects.update(req.params.id, input);
    res.json(project);
  } catch (err) {
    next(err);
  }
});

router.delete("/:id", async (req: Request, res: Response, next: NextFunction) => {
  try {
    await projects.remove(req.params.id);
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

export default router;
