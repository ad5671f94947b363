import type { FastifyInstance } from 'fastify';
import type { Deps } from '../app.js';
import { canRead, canWrite } from '../services/access.js';
import { issueCreateSchema, issueUpdateSchema } from './schemas.js';

interface RepoParams {
  owner: string;
  repo: string;
}

interface IssueParams extends RepoParams {
  number: string;
}

export function registerIssueRoutes(app: FastifyInstance, deps: Deps): void {
  app.get<{ Params: RepoParams; Querystring: { state?: string } }>('/repos/:owner/:repo/issues', async (req, reply) => {
    const repo = await deps.repos.findByPath(req.params.owner, req.params.repo);
    if (!repo || !canRead(req.user, repo)) {
      return reply.code(404).send({ error: 'repository not found' });
    }
    const issues = await deps.issues.list(repo.id, {
      state: req.query.state ?? 'open',
      limit: 50,
    });
    return reply.send({ issues });
  });

  app.get<{ Params: IssueParams }>('/repos/:owner/:repo/issues/:number', async (req, reply) => {
    const repo = await deps.repos.findByPath(req.params.owner, req.params.repo);
    if (!repo || !canRead(req.user, repo)) {
      return reply.code(404).send({ error: 'repository not found' });
    }
    const issue = await deps.issues.get(repo.id, Number(req.params.number));
    if (!issue) {
      return reply.code(404).send({ error: 'issue not found' });
    }
    return reply.send({ issue });
  });

  app.get<{ Params: IssueParams }>('/repos/:owner/:repo/issues/:number/comments', async (req, reply) => {
    const repo = await deps.repos.findByPath(req.params.owner, req.params.repo);
    if (!repo || !canRead(req.user, repo)) {
      return reply.code(404).send({ error: 'repository not found' });
    }
    const issue = await deps.issues.get(repo.id, Number(req.params.number));
    if (!issue) {
      return reply.code(404).send({ error: 'issue not found' });
    }
    const comments = await deps.comments.listForIssue(issue.id);
    return reply.send({ comments });
  });

  app.post<{ Params: RepoParams }>('/repos/:owner/:repo/issues', { schema: issueCreateSchema }, async (req, reply) => {
    const repo = await deps.repos.findByPath(req.params.owner, req.params.repo);
    if (!repo || !canRead(req.user, repo)) {
      return reply.code(404).send({ error: 'repository not found' });
    }
    if (!canWrite(req.user, repo)) {
      return reply.code(403).send({ error: 'write access required' });
    }
    const body = req.body as { title: string; body?: string };
    const issue = await deps.issues.create(repo.id, req.user.id, body.title, body.body ?? '');
    return reply.code(201).send({ issue });
  });

  app.patch<{ Params: IssueParams }>('/repos/:owner/:repo/issues/:number', { schema: issueUpdateSchema }, async (req, reply) => {
    const repo = await deps.repos.findByPath(req.params.owner, req.params.repo);
    if (!repo || !canRead(req.user, repo)) {
      return reply.code(404).send({ error: 'repository not found' });
    }
    const issue = await deps.issues.get(repo.id, Number(req.params.number));
    if (!issue) {
      return reply.code(404).send({ error: 'issue not found' });
    }
    if (!canWrite(req.user, repo)) {
      return reply.code(403).send({ error: 'write access required' });
    }
    const patch = req.body as { title?: string; body?: string; state?: 'open' | 'closed' };
    const updated = await deps.issues.update(issue.id, patch);
    return reply.send({ issue: updated });
  });

  app.delete<{ Params: IssueParams }>('/repos/:owner/:repo/issues/:number', async (req, reply) => {
    const repo = await deps.repos.findByPath(req.params.owner, req.params.repo);
    if (!repo || !canRead(req.user, repo)) {
      return reply.code(404).send({ error: 'repository not found' });
    }
    const issue = await deps.issues.get(repo.id, Number(req.params.number));
    if (!issue) {
      return reply.code(404).send({ error: 'issue not found' });
    }
    if (!canWrite(req.user, repo)) {
      return reply.code(403).send({ error: 'write access required' });
    }
    await deps.issues.remove(issue.id);
    return reply.code(204).send();
  });
}
