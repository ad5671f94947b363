// ... existing code ...
    const doc = await this.repo.get(id);
    if (!doc) {
      throw new NotFoundError("document", id);
    }
    if (doc.ownerId !== actor.id && !actor.roles.includes("admin") && !doc.editors?.includes(actor.id)) {
      throw new ForbiddenError("not allowed");
    }
// ... existing code ...
