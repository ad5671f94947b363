// ... existing code ...
  app.patch<{ Params: IssueParams }>('/repos/:owner/:repo/issues/:number', { schema: issueUpdateSchema }, async (req, reply) => {
    // ... existing code ...
    if (!canWrite(req.user, repo) && issue.authorId !== req.user.id) {
      return reply.code(403).send({ error: 'write access required' });
    }
    // ... existing code ...
  });

  app.delete<{ Params: IssueParams }>('/repos/:owner/:repo/issues/:number', async (req, reply) => {
    // ... existing code ...
    await deps.issues.remove(issue.id);
    deps.audit.record(req.user.id, 'issue.deleted', { repoId: repo.id, number: issue.number });
    return reply.code(204).send();
  });
}
