// ... existing code ...
  if (!canManage(actor, project)) {
    throw new ForbiddenError('You do not have permission to modify this project');
  }
  if (project.lockedAt) {
    throw new ConflictError(`Project ${projectId} is locked`);
  }

// ... existing code ...
