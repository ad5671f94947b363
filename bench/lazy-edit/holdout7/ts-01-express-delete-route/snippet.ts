// ... existing code ...

router.post("/", requireAuth, async (req: Request, res: Response, next: NextFunction) => {
  // ... existing code ...
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
