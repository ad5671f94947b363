// ... existing code ...

router.post('/', requireAuth, async (req: Request, res: Response, next: NextFunction) => {
  const parsed = createProjectSchema.safeParse(req.body);
  if (!parsed.success) {
    res.status(400).json({ error: 'invalid_body', issues: parsed.error.issues });
    return;
  }
  try {
    const project = await db.project.create({
      data: { ...parsed.data, ownerId: req.user!.id },
    });
    logger.info({ projectId: project.id }, 'project created');
    res.status(201).json({ data: project });
  } catch (err) {
    next(err);
  }
});

// ... existing code (unchanged) ...
