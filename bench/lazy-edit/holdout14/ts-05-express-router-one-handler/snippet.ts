/* ... existing code ... */

router.put('/:id', async (req: Request, res: Response, next: NextFunction) => {
  try {
    const project = await projects.findById(req.params.id);
    if (!project) throw new HttpError(404, 'Project not found');
    if (project.ownerId !== req.user!.id) throw new HttpError(403, 'Forbidden');
    const input = projectSchema.partial().parse(req.body);
    const updated = await projects.update(req.params.id, input);
    res.json(updated);
  } catch (err) {
/* ... existing code ... */
