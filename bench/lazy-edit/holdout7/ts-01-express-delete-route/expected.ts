import { Router, Request, Response, NextFunction } from "express";
import { z } from "zod";
import { UserService } from "../services/user-service";
import { requireAuth } from "../middleware/auth";

const router = Router();
const users = new UserService();

const createUserBody = z.object({
  email: z.string().email(),
  name: z.string().min(1).max(100),
  role: z.enum(["admin", "member", "viewer"]).default("member"),
});

router.get("/", requireAuth, async (req: Request, res: Response, next: NextFunction) => {
  try {
    const page = Number(req.query.page ?? 1);
    const result = await users.list({ page, pageSize: 25 });
    res.json(result);
  } catch (err) {
    next(err);
  }
});

router.get("/:id", requireAuth, async (req: Request, res: Response, next: NextFunction) => {
  try {
    const user = await users.findById(req.params.id);
    if (!user) {
      return res.status(404).json({ error: "User not found" });
    }
    res.json(user);
  } catch (err) {
    next(err);
  }
});

router.post("/", requireAuth, async (req: Request, res: Response, next: NextFunction) => {
  const parsed = createUserBody.safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json({ error: parsed.error.flatten() });
  }
  try {
    const user = await users.create(parsed.data);
    res.status(201).json(user);
  } catch (err) {
    next(err);
  }
});

router.delete("/:id", requireAuth, async (req: Request, res: Response, next: NextFunction) => {
  try {
    const deleted = await users.remove(req.params.id);
    if (!deleted) {
      return res.status(404).json({ error: "User not found" });
    }
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

export default router;
