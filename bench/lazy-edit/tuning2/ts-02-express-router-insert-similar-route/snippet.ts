// ... existing code ...
      const updated = await repo.update(project.id, body);
      res.json(updated);
    }),
  );

  router.post(
    '/:id/archive',
    asyncHandler(async (req: Request, res: Response) => {
      const project = await repo.findById(req.params.id);
      if (!project) {
        throw new HttpError(404, 'project not found');
      }
      if (project.ownerId !== req.user!.id) {
        throw new HttpError(403, 'only the owner can archive a project');
      }
      const archived = await repo.update(project.id, { archivedAt: new Date() });
      res.json(archived);
    }),
  );

  router.delete(
// ... existing code ...
