import { renderDiff } from './diff-render.js';
import { renderLegacyDiff } from './legacy-diff.js';
import { flags } from '../config/flags.js';

export async function compareView(req, res) {
  const { owner, repo, base, head } = req.params;
  const repository = await req.services.repos.findByPath(owner, repo);
  if (!repository) {
    return res.status(404).render('errors/404');
  }
  const comparison = await req.services.git.compare(repository, base, head);
  const context = {
    repository,
    base,
    head,
    commits: comparison.commits,
    stats: comparison.stats,
  };

  if (flags.newDiffRenderer) {
    const files = comparison.files.map((file) => renderDiff(file, { wordDiff: true }));
    context.files = files;
    context.truncated = files.some((f) => f.truncated);
  } else {
    context.files = comparison.files.map((file) => renderLegacyDiff(file));
    context.truncated = false;
  }

  res.set('Cache-Control', 'private, max-age=60');
  return res.render('compare', context);
}

export async function commitView(req, res) {
  const { owner, repo, sha } = req.params;
  const repository = await req.services.repos.findByPath(owner, repo);
  if (!repository) {
    return res.status(404).render('errors/404');
  }
  const commit = await req.services.git.commit(repository, sha);
  if (!commit) {
    return res.status(404).render('errors/404');
  }
  const signature = flags.signedCommits ? await req.services.git.verify(repository, sha) : null;
  const files = commit.files.map((file) => renderDiff(file, { wordDiff: false }));
  return res.render('commit', { repository, commit, files, signature });
}
