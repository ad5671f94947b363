import { expectOk, type GroveApi } from './client.js';
import type { components } from './openapi.js';

export type WorkspaceExecResult = components['schemas']['WorkspaceExecResult'];

export interface WorkspaceRepo {
  /** `slug` or `namespace/slug`; mounted at `/<slug>/`. */
  repo: string;
  branch?: string;
}

/** Runs one command over several repositories mounted side by side; with `commit`, one commit per changed repository. */
export function workspaceExec(
  api: GroveApi,
  repos: WorkspaceRepo[],
  command: string,
  options: { cwd?: string; env?: Record<string, string>; commit?: { message: string; author?: { name: string; email: string } } } = {},
): Promise<WorkspaceExecResult> {
  return expectOk(
    api.POST('/v1/workspace/exec', {
      body: {
        command,
        repos: repos.map(({ repo, branch }) => {
          const slash = repo.indexOf('/');
          const address = slash < 0 ? { slug: repo } : { namespace: repo.slice(0, slash), slug: repo.slice(slash + 1) };
          return branch ? { ...address, branch } : address;
        }),
        ...(options.cwd ? { cwd: options.cwd } : {}),
        ...(options.env ? { env: options.env } : {}),
        ...(options.commit
          ? { commit: true, commit_message: options.commit.message, ...(options.commit.author ? { author: options.commit.author } : {}) }
          : {}),
      },
    }),
  );
}
