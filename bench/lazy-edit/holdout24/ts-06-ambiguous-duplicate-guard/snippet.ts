// ... existing code ...
  const request = await repo.findById(id);
  if (!request) {
    throw new NotFoundError("access request", id);
  }
  if (request.requesterId === user.id) {
    throw new ForbiddenError("reviewers cannot review their own request");
  }
  if (request.status !== "pending") {
// ... existing code ...
