/** Helpers of the semantic index tests: import a real directory as commits, and run queued index jobs. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { api, type TestGrove } from './grove.js';

/** Files of a directory (relative paths), text files only, skipping node_modules and dot folders. */
export function filesOf(dir: string, under = ''): Array<{ path: string; content: string }> {
  const out: Array<{ path: string; content: string }> = [];
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.') || name === 'node_modules') continue;
    const full = path.join(dir, name);
    const rel = under ? `${under}/${name}` : name;
    if (statSync(full).isDirectory()) out.push(...filesOf(full, rel));
    else if (statSync(full).size < 512 * 1024) out.push({ path: rel, content: readFileSync(full, 'utf8') });
  }
  return out;
}

/** Commits files to a branch in commits of at most 500 files; returns the last commit's sha. */
export async function commitFiles(t: TestGrove, repo: string, files: Array<{ path: string; content: string }>, branch = 'main', message = 'import'): Promise<string> {
  let sha = '';
  for (let i = 0; i < files.length; i += 500) {
    const res = await api(t).post(`/v1/repos/${repo}/commits`, { branch, message, changes: files.slice(i, i + 500).map((f) => ({ path: f.path, content: f.content })) });
    if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`commit failed: ${res.statusCode} ${res.body}`);
    sha = res.json().sha as string;
  }
  return sha;
}

/** Runs every due job (index runs) on this node until none is left. */
export async function runJobs(t: TestGrove): Promise<void> {
  while ((await t.grove.services.jobs.runDue()) > 0) {
    // keep going: a finished job may have queued another
  }
}
