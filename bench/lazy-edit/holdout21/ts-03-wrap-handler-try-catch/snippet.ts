import { Router, type Request, type Response, type NextFunction } from "express";
import { z, ZodError } from "zod";
import { ProjectService } from "../services/project-service";
// ... existing code ...

router.post("/", async (req: Request, res: Response, next: NextFunction) => {
  try {
    const input = createProjectSchema.parse(req.body);
    const project = await projects.create(req.user!.id, input);
    res.status(201).location(`/projects/${project.id}`).json(project);
  } catch (err) {
    if (err instanceof ZodError) {
      res.status(400).json({ error: "invalid_body", issues: err.issues });
      return;
    }
    next(err);
  }
});

// ... existing code ...
