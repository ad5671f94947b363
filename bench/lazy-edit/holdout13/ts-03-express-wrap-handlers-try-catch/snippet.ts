// ... existing code ...

  router.post('/', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const input = createProjectSchema.parse(req.body);
      const project = await service.create(req.user!.id, input);
      res.status(201).json({ data: project });
    } catch (err) {
      next(err);
    }
  });

  router.patch('/:id', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const input = updateProjectSchema.parse(req.body);
      const project = await service.update(req.params.id, req.user!.id, input);
      res.json({ data: project });
    } catch (err) {
      next(err);
    }
  });

// ... existing code ...
