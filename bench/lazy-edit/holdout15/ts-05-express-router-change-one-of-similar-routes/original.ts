import { Router } from "express";
import { z } from "zod";
import { requireAuth, requireRole } from "../middleware/auth";
import { asyncHandler } from "../middleware/asyncHandler";
import { projectService } from "../services/projectService";

const router = Router();

const projectInput = z.object({
  name: z.string().min(1).max(120),
  description: z.string().max(2000).optional(),
  visibility: z.enum(["private", "team", "public"]).default("private"),
});

router.get(
  "/",
  requireAuth,
  asyncHandler(async (req, res) => {
    const projects = await projectService.listForUser(req.user.id);
    res.json({ data: projects });
  }),
);

router.get(
  "/:projectId",
  requireAuth,
  asyncHandler(async (req, res) => {
    const project = await projectService.findForUser(req.params.projectId, req.user.id);
    if (!project) {
      res.status(404).json({ error: "Project not found" });
      return;
    }
    res.json({ data: project });
  }),
);

router.post(
  "/",
  requireAuth,
  asyncHandler(async (req, res) => {
    const input = projectInput.parse(req.body);
    const project = await projectService.create(req.user.id, input);
    res.status(201).json({ data: project });
  }),
);

router.patch(
  "/:projectId",
  requireAuth,
  asyncHandler(async (req, res) => {
    const input = projectInput.partial().parse(req.body);
    const project = await projectService.update(req.params.projectId, req.user.id, input);
    if (!project) {
      res.status(404).json({ error: "Project not found" });
      return;
    }
    res.json({ data: project });
  }),
);

router.delete(
  "/:projectId",
  requireAuth,
  asyncHandler(async (req, res) => {
    const deleted = await projectService.remove(req.params.projectId, req.user.id);
    if (!deleted) {
      res.status(404).json({ error: "Project not found" });
      return;
    }
    res.status(204).end();
  }),
);

router.post(
  "/:projectId/archive",
  requireAuth,
  requireRole("admin"),
  asyncHandler(async (req, res) => {
    const project = await projectService.archive(req.params.projectId, req.user.id);
    if (!project) {
      res.status(404).json({ error: "Project not found" });
      return;
    }
    res.json({ data: project });
  }),
);

export default router;
