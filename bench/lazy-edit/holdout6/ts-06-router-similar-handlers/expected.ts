import { Router } from "express";
import { z } from "zod";
import { requireAuth } from "../middleware/auth";
import { projectsRepo } from "../repos/projects";

const projectSchema = z.object({
  name: z.string().min(1).max(120),
  description: z.string().max(2000).optional(),
  visibility: z.enum(["private", "internal", "public"]),
});

export const projectsRouter = Router();

projectsRouter.use(requireAuth);

projectsRouter.get("/", async (req, res) => {
  const projects = await projectsRepo.listForUser(req.user!.id);
  res.json(projects);
});

projectsRouter.get("/:id", async (req, res) => {
  const project = await projectsRepo.findById(req.params.id);
  if (!project) {
    return res.status(404).json({ error: "not_found" });
  }
  res.json(project);
});

projectsRouter.post("/", async (req, res) => {
  const parsed = projectSchema.safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json({ error: "invalid_body", issues: parsed.error.issues });
  }
  const project = await projectsRepo.create(req.user!.id, parsed.data);
  res.status(201).json(project);
});

projectsRouter.put("/:id", async (req, res) => {
  const parsed = projectSchema.partial().safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json({ error: "invalid_body", issues: parsed.error.issues });
  }
  const project = await projectsRepo.update(req.params.id, parsed.data);
  if (!project) {
    return res.status(404).json({ error: "not_found" });
  }
  res.json(project);
});

projectsRouter.delete("/:id", async (req, res) => {
  const project = await projectsRepo.findById(req.params.id);
  if (!project) {
    return res.status(404).json({ error: "not_found" });
  }
  if (project.ownerId !== req.user!.id) {
    return res.status(403).json({ error: "forbidden" });
  }
  await projectsRepo.remove(project.id);
  res.status(204).end();
});
