import { createGroveClient, type GroveApi, type GroveClientOptions } from './client.js';
import { RepoFs } from './repo-fs.js';
import { workspaceExec, type WorkspaceRepo } from './workspace.js';

export { GroveError, createGroveClient, type GroveApi, type GroveClientOptions } from './client.js';
export { RepoFs, type CreatedCommit, type ExecOptions, type PrefetchLine, type ReadFile, type TreeEntry, type WatchEvent, type WriteOptions } from './repo-fs.js';
export type { WorkspaceExecResult, WorkspaceRepo } from './workspace.js';
export type { paths, components, operations } from './openapi.js';

/**
 * The Grove client: `grove.repo('docs').read('README.md')`, `.write({...}, {message})`, `.exec('grep -rn TODO .')`,
 * `.watch()`, `.prefetch(['src/**'])`; `grove.api` is the full typed REST client for everything else.
 */
export class Grove {
  readonly api: GroveApi;

  constructor(options: GroveClientOptions) {
    this.api = createGroveClient(options);
  }

  /** A repository (`slug` or `namespace/slug`) as a file system at a branch, or pinned to a ref for reads. */
  repo(repo: string, options: { branch?: string; ref?: string } = {}): RepoFs {
    return new RepoFs(this.api, repo, options);
  }

  /** One command over up to 10 repositories mounted at `/<slug>/`. */
  exec(repos: Array<string | WorkspaceRepo>, command: string, options: Parameters<typeof workspaceExec>[3] = {}) {
    return workspaceExec(this.api, repos.map((r) => (typeof r === 'string' ? { repo: r } : r)), command, options);
  }
}
