// ... existing code ...

projectsRouter.put("/:id", async (req, res) => {
  const parsed = projectSchema.partial().safeParse(req.body);
  // ... existing code ...
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
