/**
 * A read-only `git` inside the workspace for the commands agents run by habit — status, diff (against the
 * workspace's base commit), log and show — printing what git prints for them. History comes from the repository
 * (through the parent thread), the working tree from the overlay. Anything that would write answers an error.
 */
import { defineCommand, type Command, type ExecResult } from 'just-bash';
import { hashObject, MODE, parseCommit, parseTree, type Commit, type TreeEntry } from '../../git/objects/format.js';
import { unifiedHunks } from './line-diff.js';
import type { Workspace, MountStatus } from './workspace.js';

type Fetch = (mount: number, oid: string) => Promise<Uint8Array>;
const ZERO = '0000000';
const SUPPORTED = 'status, diff, log and show';

const ok = (stdout: string): ExecResult => ({ stdout, stderr: '', exitCode: 0 });
const fail = (stderr: string, exitCode = 128): ExecResult => ({ stdout: '', stderr, exitCode });

export function gitCommand(workspace: Workspace, bases: Array<{ sha: string; branch: string | null }>, fetch: Fetch): Command {
  return defineCommand('git', async (args, ctx) => {
    const cwd = ctx.cwd.endsWith('/') ? ctx.cwd : `${ctx.cwd}/`;
    const mount = workspace.mounts.findIndex((m) => cwd.startsWith(m.root));
    if (mount < 0) return fail('fatal: not a git repository (or any of the parent directories): .git\n');
    const git = new GitView(workspace, mount, bases[mount]!, fetch, cwd.slice(workspace.mounts[mount]!.root.length));
    const [sub, ...rest] = args;
    try {
      switch (sub) {
        case 'status':
          return ok(await git.status(rest));
        case 'diff':
          return ok(await git.diff(rest));
        case 'log':
          return await git.log(rest);
        case 'show':
          return await git.show(rest);
        case undefined:
          return fail(`usage: git <command> [<args>]\n\nThis workspace's git is read-only and knows ${SUPPORTED}.\n`, 1);
        default:
          return fail(`git: '${sub}' is not available in this workspace (its git is read-only and knows ${SUPPORTED}); use commit: true on the exec request to commit the changes\n`, 1);
      }
    } catch (error) {
      return fail(`fatal: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  });
}

class GitView {
  constructor(
    private readonly ws: Workspace,
    private readonly mount: number,
    private readonly base: { sha: string; branch: string | null },
    private readonly fetch: Fetch,
    /** The shell's folder relative to the repository root ('' at the root, 'src/' below it). */
    private readonly prefix: string,
  ) {}

  #rel(path: string): string {
    if (this.prefix === '') return path;
    const up = this.prefix.split('/').filter(Boolean);
    const parts = path.split('/');
    let common = 0;
    while (common < up.length && common < parts.length - 1 && up[common] === parts[common]) common++;
    return [...up.slice(common).map(() => '..'), ...parts.slice(common)].join('/');
  }

  async #status(): Promise<MountStatus> {
    return (await this.ws.status(hashObject))[this.mount]!;
  }

  async status(args: string[]): Promise<string> {
    const status = await this.#status();
    const short = args.some((a) => a === '-s' || a === '--short' || a.startsWith('--porcelain'));
    if (short) {
      const tracked = status.entries.filter((e) => e.state !== 'added').map((e) => `${e.state === 'modified' ? ' M' : ' D'} ${this.#rel(e.path)}\n`);
      return [...tracked, ...this.#untrackedShown(status).map((path) => `?? ${this.#rel(path)}\n`)].join('');
    }
    let out = this.base.branch ? `On branch ${this.base.branch}\n` : `HEAD detached at ${this.base.sha.slice(0, 7)}\n`;
    const tracked = status.entries.filter((e) => e.state !== 'added');
    const untracked = this.#untrackedShown(status);
    if (tracked.length > 0) {
      out += 'Changes not staged for commit:\n  (use "git add/rm <file>..." to update what will be committed)\n  (use "git restore <file>..." to discard changes in working directory)\n';
      for (const e of tracked) out += `\t${e.state === 'modified' ? 'modified:   ' : 'deleted:    '}${this.#rel(e.path)}\n`;
      out += '\n';
    }
    if (untracked.length > 0) {
      out += 'Untracked files:\n  (use "git add <file>..." to include in what will be committed)\n';
      for (const path of untracked) out += `\t${this.#rel(path)}\n`;
      out += '\n';
    }
    if (tracked.length > 0) out += 'no changes added to commit (use "git add" and/or "git commit -a")\n';
    else if (untracked.length > 0) out += 'nothing added to commit but untracked files present (use "git add" to track)\n';
    else out += 'nothing to commit, working tree clean\n';
    return out;
  }

  /** Untracked files as git lists them: a folder holding no tracked file is shown once, as `folder/`. */
  #untrackedShown(status: MountStatus): string[] {
    const trackedDirs = new Set<string>();
    for (const file of this.ws.mounts[this.mount]!.files) {
      const parts = file.path.split('/');
      for (let i = 1; i < parts.length; i++) trackedDirs.add(parts.slice(0, i).join('/'));
    }
    const shown = new Set<string>();
    for (const e of status.entries) {
      if (e.state !== 'added') continue;
      const parts = e.path.split('/');
      let path = e.path;
      for (let i = 1; i < parts.length; i++) {
        const dir = parts.slice(0, i).join('/');
        if (!trackedDirs.has(dir)) {
          path = `${dir}/`;
          break;
        }
      }
      shown.add(path);
    }
    return [...shown].sort();
  }

  async #blobText(oid: string): Promise<string> {
    return Buffer.from(await this.fetch(this.mount, oid)).toString('utf8');
  }

  async diff(args: string[]): Promise<string> {
    const nameOnly = args.includes('--name-only');
    const nameStatus = args.includes('--name-status');
    const paths = args.filter((a) => !a.startsWith('-'));
    const status = await this.#status();
    const root = this.ws.mounts[this.mount]!.root;
    let out = '';
    for (const e of status.entries) {
      if (e.state === 'added') continue; // untracked files are not in `git diff`
      if (paths.length > 0 && !paths.some((p) => this.#matches(e.path, p))) continue;
      const rel = this.#rel(e.path);
      if (nameOnly) out += `${rel}\n`;
      else if (nameStatus) out += `${e.state === 'modified' ? 'M' : 'D'}\t${rel}\n`;
      else {
        const before = Buffer.from(await this.fetch(this.mount, e.base!));
        const after = e.state === 'deleted' ? Buffer.alloc(0) : Buffer.from(await this.ws.fs.readFileBuffer(root + e.path));
        const mode = this.#modeOf(e.path);
        out += `diff --git a/${e.path} b/${e.path}\n`;
        if (e.state === 'deleted') out += `deleted file mode ${mode}\nindex ${e.base!.slice(0, 7)}..${ZERO}\n`;
        else out += `index ${e.base!.slice(0, 7)}..${hashObject('blob', after).slice(0, 7)} ${mode}\n`;
        out += contentDiff(before, after, `a/${e.path}`, e.state === 'deleted' ? null : `b/${e.path}`);
      }
    }
    return out;
  }

  #matches(path: string, spec: string): boolean {
    const full = (this.prefix + spec).replace(/\/+$/, '').replace(/^\.\/?/, '');
    return full === '' || path === full || path.startsWith(`${full}/`);
  }

  #modeOf(path: string): string {
    return this.ws.mounts[this.mount]!.files.find((f) => f.path === path)?.mode ?? '100644';
  }

  async #commit(sha: string): Promise<Commit> {
    return parseCommit(Buffer.from(await this.fetch(this.mount, sha)));
  }

  /** HEAD, HEAD~N, HEAD^, a branch name of the base, or a full commit id. */
  async #resolve(rev: string): Promise<string> {
    const match = /^(HEAD|@|[0-9a-f]{40})((?:~\d*|\^)*)$/.exec(rev) ?? (this.base.branch ? new RegExp(`^(${escape(this.base.branch)})((?:~\\d*|\\^)*)$`).exec(rev) : null);
    if (!match) throw new Error(`ambiguous argument '${rev}': unknown revision or path not in the working tree.`);
    let sha = match[1] === 'HEAD' || match[1] === '@' || match[1] === this.base.branch ? this.base.sha : match[1]!;
    for (const step of match[2]!.match(/~\d*|\^/g) ?? []) {
      const count = step === '^' || step === '~' ? 1 : Number(step.slice(1));
      for (let i = 0; i < count; i++) {
        const parent = (await this.#commit(sha)).parents[0];
        if (!parent) throw new Error(`ambiguous argument '${rev}': unknown revision or path not in the working tree.`);
        sha = parent;
      }
    }
    return sha;
  }

  async log(args: string[]): Promise<ExecResult> {
    let limit = Infinity;
    let oneline = false;
    let rev = 'HEAD';
    for (let i = 0; i < args.length; i++) {
      const a = args[i]!;
      if (a === '--oneline') oneline = true;
      else if (a === '-n' || a === '--max-count') limit = Number(args[++i]);
      else if (/^-\d+$/.test(a)) limit = Number(a.slice(1));
      else if (/^(-n|--max-count=)\d+$/.test(a)) limit = Number(a.replace(/^\D+/, ''));
      else if (!a.startsWith('-')) rev = a;
      else return fail(`error: option '${a}' is not supported by this workspace's git log\n`, 129);
    }
    let sha: string | undefined = await this.#resolve(rev);
    let out = '';
    for (let n = 0; sha && n < limit; n++) {
      const commit = await this.#commit(sha);
      out += oneline ? `${sha.slice(0, 7)} ${subject(commit)}\n` : `${n > 0 ? '\n' : ''}${header(sha, commit)}`;
      sha = commit.parents[0];
    }
    return ok(out);
  }

  async show(args: string[]): Promise<ExecResult> {
    const rev = args.find((a) => !a.startsWith('-')) ?? 'HEAD';
    const colon = rev.indexOf(':');
    if (colon >= 0) return ok(await this.#showFile(rev.slice(0, colon) || 'HEAD', rev.slice(colon + 1)));
    const sha = await this.#resolve(rev);
    const commit = await this.#commit(sha);
    const parentTree = commit.parents[0] ? (await this.#commit(commit.parents[0])).tree : null;
    const diff = await this.#treeDiff(parentTree, commit.tree);
    return ok(`${header(sha, commit)}${diff === '' ? '' : '\n'}${diff}`);
  }

  async #showFile(rev: string, path: string): Promise<string> {
    let tree = (await this.#commit(await this.#resolve(rev))).tree;
    const parts = path.replace(/^\.\//, this.prefix).split('/').filter(Boolean);
    for (const [i, part] of parts.entries()) {
      const entry = (await this.#tree(tree)).find((e) => e.name === part);
      if (!entry) throw new Error(`path '${path}' does not exist in '${rev}'`);
      if (i === parts.length - 1) return entry.mode === MODE.tree ? `tree ${rev}:${path}\n\n${(await this.#tree(entry.oid)).map((e) => `${e.name}${e.mode === MODE.tree ? '/' : ''}\n`).join('')}` : this.#blobText(entry.oid);
      tree = entry.oid;
    }
    return `tree ${rev}:\n\n${(await this.#tree(tree)).map((e) => `${e.name}${e.mode === MODE.tree ? '/' : ''}\n`).join('')}`;
  }

  async #tree(oid: string) {
    return parseTree(Buffer.from(await this.fetch(this.mount, oid)));
  }

  /** `diff --git` sections for every file that differs between two trees, exact renames paired, as git orders them. */
  async #treeDiff(before: string | null, after: string | null): Promise<string> {
    const pairs: FilePair[] = [];
    await this.#collect(before, after, '', pairs);
    const removed = pairs.filter((p) => p.a && !p.b);
    for (const added of pairs.filter((p) => !p.a && p.b)) {
      const source = removed.find((r) => r.a!.oid === added.b!.oid && !r.renamedTo);
      if (!source) continue;
      source.renamedTo = added;
      added.a = source.a;
      added.from = source.path;
    }
    const shown = pairs.filter((p) => !p.renamedTo).sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
    let out = '';
    for (const pair of shown) out += await this.#render(pair);
    return out;
  }

  async #collect(before: string | null, after: string | null, dir: string, out: FilePair[]): Promise<void> {
    const a = new Map((before ? await this.#tree(before) : []).map((e) => [e.name, e]));
    const b = new Map((after ? await this.#tree(after) : []).map((e) => [e.name, e]));
    for (const name of new Set([...a.keys(), ...b.keys()])) {
      const x = a.get(name);
      const y = b.get(name);
      if (x?.oid === y?.oid && x?.mode === y?.mode) continue;
      const path = dir + name;
      const xTree = x?.mode === MODE.tree ? x.oid : null;
      const yTree = y?.mode === MODE.tree ? y.oid : null;
      if (xTree || yTree) await this.#collect(xTree, yTree, `${path}/`, out);
      const xBlob = x && x.mode !== MODE.tree ? x : null;
      const yBlob = y && y.mode !== MODE.tree ? y : null;
      if (xBlob || yBlob) out.push({ path, a: xBlob, b: yBlob });
    }
  }

  async #render(pair: FilePair): Promise<string> {
    const { a, b, path } = pair;
    const from = pair.from ?? path;
    let text = `diff --git a/${from} b/${path}\n`;
    if (pair.from && a && b && a.oid === b.oid) return `${text}similarity index 100%\nrename from ${from}\nrename to ${path}\n`;
    if (!a) text += `new file mode ${b!.mode}\nindex ${ZERO}..${b!.oid.slice(0, 7)}\n`;
    else if (!b) text += `deleted file mode ${a.mode}\nindex ${a.oid.slice(0, 7)}..${ZERO}\n`;
    else text += `index ${a.oid.slice(0, 7)}..${b.oid.slice(0, 7)}${a.mode === b.mode ? ` ${b.mode}` : ''}\n`;
    const before = a ? Buffer.from(await this.fetch(this.mount, a.oid)) : Buffer.alloc(0);
    const after = b ? Buffer.from(await this.fetch(this.mount, b.oid)) : Buffer.alloc(0);
    return text + contentDiff(before, after, a ? `a/${from}` : null, b ? `b/${path}` : null);
  }
}

interface FilePair {
  path: string;
  a: TreeEntry | null;
  b: TreeEntry | null;
  from?: string;
  renamedTo?: FilePair;
}

/** git's test for binary content: a NUL byte in the first 8,000 bytes. */
function isBinary(bytes: Buffer): boolean {
  return bytes.subarray(0, 8000).includes(0);
}

/** The `---`/`+++` lines and hunks, or git's one line for binary files. */
export function contentDiff(before: Buffer, after: Buffer, aName: string | null, bName: string | null): string {
  if (isBinary(before) || isBinary(after)) return `Binary files ${aName ?? '/dev/null'} and ${bName ?? '/dev/null'} differ\n`;
  const hunks = unifiedHunks(before.toString('utf8'), after.toString('utf8'));
  return hunks === '' ? '' : `--- ${aName ?? '/dev/null'}\n+++ ${bName ?? '/dev/null'}\n${hunks}`;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function subject(commit: Commit): string {
  return commit.message.split('\n')[0] ?? '';
}

/** `commit …`, `Author:`, `Date:` and the message indented by four spaces, as `git log` prints them. */
function header(sha: string, commit: Commit): string {
  const parents = commit.parents.length > 1 ? `Merge: ${commit.parents.map((p) => p.slice(0, 7)).join(' ')}\n` : '';
  const message = commit.message.replace(/\n+$/, '').split('\n').map((line) => (line === '' ? '' : `    ${line}`)).join('\n');
  return `commit ${sha}\n${parents}Author: ${commit.author.name} <${commit.author.email}>\nDate:   ${gitDate(commit.author.timestamp, commit.author.tz)}\n\n${message}\n`;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** git's default date format in the signature's own time zone: `Sat Nov 28 12:55:25 2026 +0000`. */
function gitDate(seconds: number, tz: string): string {
  const sign = tz.startsWith('-') ? -1 : 1;
  const offset = sign * (Number(tz.slice(1, 3)) * 60 + Number(tz.slice(3, 5)));
  const d = new Date((seconds + offset * 60) * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${DAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${d.getUTCFullYear()} ${tz}`;
}
