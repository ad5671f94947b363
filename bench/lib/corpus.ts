// The benchmark corpus: a large repository generated deterministically with `git fast-import` from a seeded
// PRNG (no network), cached under .bench/corpus/<generator key>/repo.git; or any local repository (--corpus).
//
// The generated history: an initial import of ~8,000 files in nested directories, then ~3,000 commits on main
// that make small text edits (replace / insert / delete a few lines, biased towards a set of "hot" files),
// add modules of new files until ~26,000 files exist, and now and then delete or rename a file; annotated
// release tags, a few lightweight tags, release branches and some short feature branches.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { GIT_ENV, git, gitText } from './exec.js';
import { ROOT } from './processes.js';

/** Bump when the generated repository changes; it keys the cache. */
export const GENERATOR_VERSION = 1;

export const GENERATOR_PARAMS = {
  seed: 0x67726f76,
  /** Files at the tip of main (±1 % for deletes/renames; plus the feature branches' files). */
  files: 26_000,
  initialFiles: 8_000,
  /** Commits on main. */
  commits: 3_000,
  featureBranches: 6,
} as const;

export interface CorpusStats {
  /** Files at the tip of the default branch. */
  files: number;
  /** Commits reachable from the default branch / from all refs. */
  commits: number;
  commitsAll: number;
  /** Objects reachable from all refs. */
  objects: number;
  heads: number;
  tags: number;
  /** Size of the repacked repository's pack(s). */
  packBytes: number;
  /** Wall time to generate (fast-import) and repack, when generated. */
  generationSeconds?: number;
}

export interface Corpus {
  /** A git directory (bare) or a work tree holding the history. */
  dir: string;
  label: string;
  defaultBranch: string;
  stats: CorpusStats;
}

// ---------------------------------------------------------------- PRNG

/** xorshift128 seeded through a 32-bit mixer; deterministic across runs and platforms. */
export class Rng {
  private s = [0, 0, 0, 0];

  constructor(seed: number) {
    let x = seed >>> 0;
    for (let i = 0; i < 4; i++) {
      x = (x + 0x9e3779b9) >>> 0;
      let z = x;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      this.s[i] = (z ^ (z >>> 16)) >>> 0 || 1;
    }
  }

  u32(): number {
    const s = this.s;
    let t = s[3]!;
    const first = s[0]!;
    s[3] = s[2]!;
    s[2] = s[1]!;
    s[1] = first;
    t ^= t << 11;
    t ^= t >>> 8;
    s[0] = (t ^ first ^ (first >>> 19)) >>> 0;
    return s[0];
  }

  /** [0, 1) */
  float(): number {
    return this.u32() / 4294967296;
  }

  /** Integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.float() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.float() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.float() * items.length)]!;
  }

  /** Standard normal (Box–Muller). */
  normal(): number {
    const u = 1 - this.float();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.float());
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.float() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }
}

// ---------------------------------------------------------------- synthetic text

const SYLLABLES = [
  'ka', 'lo', 'mi', 'ren', 'tor', 'vex', 'sa', 'qui', 'dan', 'por', 'lin', 'gar', 'mo', 'tis', 'ber', 'nu', 'fel',
  'cro', 'jal', 'hex', 'ap', 'ul', 'zen', 'rid', 'om', 'pat', 'sel', 'dri', 'van', 'cor', 'bel', 'esh', 'fin', 'gu',
];

class Text {
  readonly words: string[];

  constructor(private readonly rng: Rng) {
    const set = new Set<string>();
    while (set.size < 600) {
      const n = rng.int(2, 3);
      let w = '';
      for (let i = 0; i < n; i++) w += rng.pick(SYLLABLES);
      set.add(w);
    }
    this.words = [...set];
  }

  word(): string {
    return this.rng.pick(this.words);
  }

  ident(): string {
    const n = this.rng.int(1, 3);
    let s = this.word();
    for (let i = 1; i < n; i++) {
      const w = this.word();
      s += w[0]!.toUpperCase() + w.slice(1);
    }
    return s;
  }

  sentence(min = 4, max = 14): string {
    const n = this.rng.int(min, max);
    const parts: string[] = [];
    for (let i = 0; i < n; i++) parts.push(this.word());
    const s = parts.join(' ');
    return s[0]!.toUpperCase() + s.slice(1) + '.';
  }

  num(): number {
    return this.rng.int(0, 4096);
  }

  line(ext: string): string {
    const r = this.rng;
    switch (ext) {
      case '.md':
        return r.chance(0.1) ? `## ${this.sentence(2, 5).slice(0, -1)}` : r.chance(0.1) ? '' : this.sentence(6, 18);
      case '.json':
        return `  "${this.ident()}": ${r.chance(0.5) ? this.num() : `"${this.word()}"`},`;
      case '.py':
        return r.pick([
          () => `def ${this.ident()}(${this.word()}, ${this.word()}):`,
          () => `    ${this.ident()} = ${this.ident()}(${this.word()})`,
          () => `    if ${this.word()} > ${this.num()}:`,
          () => `        return ${this.ident()}.${this.word()}(${this.num()})`,
          () => `# ${this.sentence()}`,
          () => '',
        ])();
      case '.go':
        return r.pick([
          () => `func ${this.ident()}(${this.word()} int) error {`,
          () => `\t${this.ident()} := ${this.ident()}(${this.word()})`,
          () => `\tif ${this.word()} > ${this.num()} {`,
          () => `\t\treturn fmt.Errorf("${this.sentence(2, 6)}")`,
          () => '\t}',
          () => '}',
          () => `// ${this.sentence()}`,
        ])();
      case '.css':
        return r.pick([
          () => `.${this.word()}-${this.word()} {`,
          () => `  margin: ${r.int(0, 32)}px ${r.int(0, 32)}px;`,
          () => `  color: #${r.int(0, 0xffffff).toString(16).padStart(6, '0')};`,
          () => '}',
        ])();
      case '.yml':
        return `${' '.repeat(2 * r.int(0, 2))}${this.ident()}: ${r.chance(0.5) ? this.num() : this.word()}`;
      default: // .ts, .js
        return r.pick([
          () => `export function ${this.ident()}(${this.word()}: number, ${this.word()}: string) {`,
          () => `  const ${this.ident()} = ${this.ident()}(${this.word()}, ${this.num()});`,
          () => `  if (${this.word()} > ${this.num()}) return ${this.ident()};`,
          () => `  return ${this.ident()}.${this.ident()}(${this.num()});`,
          () => `import { ${this.ident()} } from './${this.word()}';`,
          () => `// ${this.sentence()}`,
          () => `  ${this.ident()}: ${this.num()},`,
          () => '}',
          () => '',
        ])();
    }
  }

  /** A file body: line count log-normal around 35 (about 1 KB), 3 to 600 lines. */
  file(ext: string): string[] {
    const n = Math.max(3, Math.min(600, Math.round(Math.exp(Math.log(35) + 0.8 * this.rng.normal()))));
    const lines: string[] = [];
    for (let i = 0; i < n; i++) lines.push(this.line(ext));
    return lines;
  }

  /** A small realistic edit, in place: replace a line, insert a few, or delete one or two. */
  edit(lines: string[], ext: string): void {
    const r = this.rng;
    const at = r.int(0, Math.max(0, lines.length - 1));
    const op = r.float();
    if (op < 0.55 && lines.length > 0) lines[at] = this.line(ext);
    else if (op < 0.9 || lines.length < 4) {
      const n = r.int(1, 4);
      const add: string[] = [];
      for (let i = 0; i < n; i++) add.push(this.line(ext));
      lines.splice(at, 0, ...add);
    } else lines.splice(at, r.int(1, 2));
  }
}

const EXTS = ['.ts', '.ts', '.ts', '.js', '.js', '.md', '.json', '.py', '.go', '.css', '.yml'];
const TOPS = ['packages', 'apps', 'libs', 'services', 'tools', 'docs', 'test', 'scripts', 'config', 'examples'];

function buildDirs(rng: Rng, text: Text): string[] {
  const dirs: string[] = [];
  const walk = (dir: string, depth: number): void => {
    dirs.push(dir);
    const kids = depth === 1 ? rng.int(4, 10) : depth === 2 ? rng.int(0, 4) : depth === 3 ? rng.int(0, 3) : depth < 6 ? rng.int(0, 2) : depth < 7 ? rng.int(0, 1) : 0;
    const names = new Set<string>();
    while (names.size < kids) names.add(rng.chance(0.15) ? rng.pick(['src', 'lib', 'internal', 'utils', 'core', 'api']) : text.word());
    for (const name of names) walk(`${dir}/${name}`, depth + 1);
  };
  for (const top of TOPS) walk(top, 1);
  return dirs;
}

// ---------------------------------------------------------------- the fast-import stream

/** Buffers the stream and writes it with back-pressure. */
class StreamWriter {
  private parts: string[] = [];
  private size = 0;

  constructor(private readonly out: NodeJS.WritableStream) {}

  async write(s: string): Promise<void> {
    this.parts.push(s);
    this.size += s.length;
    if (this.size > 1 << 20) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.parts.length === 0) return;
    const chunk = this.parts.join('');
    this.parts = [];
    this.size = 0;
    if (!this.out.write(chunk)) await new Promise<void>((resolve) => this.out.once('drain', () => resolve()));
  }
}

const data = (s: string) => `data ${Buffer.byteLength(s)}\n${s}\n`;
const body = (lines: string[]) => lines.join('\n') + '\n';

async function writeHistory(w: StreamWriter): Promise<void> {
  const P = GENERATOR_PARAMS;
  const rng = new Rng(P.seed);
  const text = new Text(rng);
  const authors = Array.from({ length: 15 }, () => {
    const first = text.word();
    const last = text.word();
    const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
    return `${cap(first)} ${cap(last)} <${first}.${last}@example.com>`;
  });

  // The files to create, grouped by directory (a module is added at once), directories in random order.
  const dirs = rng.shuffle(buildDirs(rng, text));
  const perDir = new Map<string, string[]>();
  const taken = new Set<string>();
  for (let i = 0; i < P.files; i++) {
    const dir = rng.pick(dirs);
    let p: string;
    do p = `${dir}/${rng.chance(0.5) ? text.word() : text.ident()}${rng.pick(EXTS)}`;
    while (taken.has(p));
    taken.add(p);
    const list = perDir.get(dir) ?? [];
    list.push(p);
    perDir.set(dir, list);
  }
  const plan = dirs.flatMap((d) => perDir.get(d) ?? []);
  let nextAdd = 0;

  const contents = new Map<string, string[]>();
  const live: string[] = [];
  const liveIndex = new Map<string, number>();
  const hot: string[] = [];
  const addLive = (p: string) => {
    liveIndex.set(p, live.length);
    live.push(p);
  };
  const removeLive = (p: string) => {
    const i = liveIndex.get(p)!;
    const last = live.pop()!;
    if (last !== p) {
      live[i] = last;
      liveIndex.set(last, i);
    }
    liveIndex.delete(p);
    contents.delete(p);
  };
  const ext = (p: string) => path.extname(p);

  let time = 1_577_836_800; // 2020-01-01
  let mark = 0;
  const sig = () => `${rng.pick(authors)} ${time} +0000`;
  const commitHeader = (ref: string, message: string, from?: number): string => {
    mark++;
    const who = sig();
    return `commit ${ref}\nmark :${mark}\nauthor ${who}\ncommitter ${who}\n${data(message)}${from ? `from :${from}\n` : ''}`;
  };
  const verbs = ['Fix', 'Update', 'Refactor', 'Improve', 'Tweak', 'Clean up', 'Document', 'Simplify', 'Handle', 'Rename'];

  const featureAt = new Set<number>();
  while (featureAt.size < P.featureBranches) featureAt.add(rng.int(200, P.commits - 10));
  const mainMarks: number[] = [];

  for (let c = 0; c < P.commits; c++) {
    time += rng.int(600, 6 * 3600);
    let cmds = '';
    let message: string;
    if (c === 0) {
      for (; nextAdd < P.initialFiles; nextAdd++) {
        const p = plan[nextAdd]!;
        const lines = text.file(ext(p));
        contents.set(p, lines);
        addLive(p);
        cmds += `M 100644 inline ${p}\n${data(body(lines))}`;
      }
      for (let i = 0; i < 300; i++) hot.push(rng.pick(live));
      message = 'Initial import\n';
    } else {
      const touched = new Set<string>();
      const parts: string[] = [];
      // modules of new files, at a rate that reaches the planned file count by the last commit
      const remaining = plan.length - nextAdd;
      const left = P.commits - c;
      if (remaining > 0 && (left === 1 || rng.chance(0.12))) {
        const n = left === 1 ? remaining : Math.min(remaining, Math.max(1, Math.round((remaining / left / 0.12) * (0.5 + rng.float()))));
        for (let i = 0; i < n; i++, nextAdd++) {
          const p = plan[nextAdd]!;
          const lines = text.file(ext(p));
          contents.set(p, lines);
          addLive(p);
          touched.add(p);
          cmds += `M 100644 inline ${p}\n${data(body(lines))}`;
        }
        parts.push(`add ${n} files under ${path.dirname(plan[nextAdd - 1]!)}`);
      }
      // small edits to 1-4 existing files
      const edits = rng.int(1, 4);
      for (let i = 0; i < edits; i++) {
        const p = rng.chance(0.5) ? rng.pick(hot) : rng.pick(live);
        if (touched.has(p) || !contents.has(p)) continue;
        touched.add(p);
        const lines = contents.get(p)!;
        const n = rng.int(1, 3);
        for (let k = 0; k < n; k++) text.edit(lines, ext(p));
        cmds += `M 100644 inline ${p}\n${data(body(lines))}`;
        parts.push(`${rng.pick(verbs).toLowerCase()} ${path.basename(p)}`);
      }
      // now and then a delete or a rename
      if (rng.chance(0.015)) {
        const p = rng.pick(live);
        if (!touched.has(p) && !hot.includes(p)) {
          removeLive(p);
          touched.add(p);
          cmds += `D ${p}\n`;
          parts.push(`remove ${path.basename(p)}`);
        }
      }
      if (rng.chance(0.01)) {
        const p = rng.pick(live);
        const to = `${path.dirname(p)}/${text.word()}-${c}${ext(p)}`;
        if (!touched.has(p) && !hot.includes(p) && !liveIndex.has(to)) {
          const lines = contents.get(p)!;
          removeLive(p);
          contents.set(to, lines);
          addLive(to);
          touched.add(p);
          touched.add(to);
          cmds += `R ${p} ${to}\n`;
          parts.push(`move ${path.basename(p)}`);
        }
      }
      if (parts.length === 0) parts.push(`tidy ${path.basename(rng.pick(live))}`);
      const subject = parts.join(', ');
      message = `${subject[0]!.toUpperCase()}${subject.slice(1)}\n${rng.chance(0.4) ? `\n${text.sentence(8, 30)}\n` : ''}`;
    }
    await w.write(commitHeader('refs/heads/main', message) + cmds + '\n');
    mainMarks.push(mark);
    const main = mark;

    // tags and release branches
    if (c > 0 && c % 60 === 0) {
      const version = `v1.${Math.floor(c / 600)}.${(c % 600) / 60}`;
      await w.write(`tag ${version}\nfrom :${main}\ntagger ${sig()}\n${data(`Release ${version}\n`)}`);
    }
    if (c > 0 && c % 600 === 0) await w.write(`reset refs/heads/release/1.${c / 600 - 1}\nfrom :${main}\n\n`);
    if (c > 0 && c % 500 === 0) await w.write(`reset refs/tags/build-${c}\nfrom :${main}\n\n`);

    // a short feature branch forked here: new files under experimental/<name>/ and edits to them
    if (featureAt.has(c)) {
      const name = `${text.word()}-${text.word()}`;
      const ref = `refs/heads/feature/${name}`;
      const files = new Map<string, string[]>();
      const n = rng.int(3, 10);
      let from: number | undefined = main;
      for (let k = 0; k < n; k++) {
        time += rng.int(60, 3600);
        let cmds2 = '';
        const adds = k === 0 ? rng.int(3, 8) : rng.int(0, 1);
        for (let i = 0; i < adds; i++) {
          const p = `experimental/${name}/${text.ident()}${rng.pick(EXTS)}`;
          files.set(p, text.file(ext(p)));
          cmds2 += `M 100644 inline ${p}\n${data(body(files.get(p)!))}`;
        }
        if (k > 0) {
          const p = rng.pick([...files.keys()]);
          text.edit(files.get(p)!, ext(p));
          cmds2 += `M 100644 inline ${p}\n${data(body(files.get(p)!))}`;
        }
        await w.write(commitHeader(ref, `${rng.pick(verbs)} ${name}: ${text.sentence(2, 6)}\n`, from) + cmds2 + '\n');
        from = undefined;
      }
    }
  }
  await w.write('done\n');
  await w.flush();
}

// ---------------------------------------------------------------- generating, caching, stats

export function corpusKey(): string {
  const P = GENERATOR_PARAMS;
  return `gen-v${GENERATOR_VERSION}-s${P.seed.toString(16)}-f${P.files}-c${P.commits}`;
}

async function computeStats(dir: string, defaultBranch: string): Promise<CorpusStats> {
  const count = (s: string) => (s === '' ? 0 : s.split('\n').length);
  const [files, commits, commitsAll, objects, heads, tags, packs] = await Promise.all([
    gitText(['-C', dir, 'ls-tree', '-r', '--name-only', defaultBranch]).then(count),
    gitText(['-C', dir, 'rev-list', '--count', defaultBranch]).then(Number),
    gitText(['-C', dir, 'rev-list', '--count', '--branches', '--tags']).then(Number),
    git(['-C', dir, 'rev-list', '--objects', '--branches', '--tags'], { stdout: 'buffer' }).then((r) => r.stdout.reduce((n, b) => n + (b === 10 ? 1 : 0), 0)),
    gitText(['-C', dir, 'for-each-ref', '--format=x', 'refs/heads']).then(count),
    gitText(['-C', dir, 'for-each-ref', '--format=x', 'refs/tags']).then(count),
    gitText(['-C', dir, 'count-objects', '-v']),
  ]);
  const sizePack = Number(/size-pack: (\d+)/.exec(packs)?.[1] ?? 0) * 1024;
  return { files, commits, commitsAll, objects, heads, tags, packBytes: sizePack };
}

async function generate(target: string): Promise<void> {
  const tmp = `${target}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(path.dirname(tmp), { recursive: true });
  const started = performance.now();
  await git(['init', '-q', '--bare', '--initial-branch=main', tmp], { env: GIT_ENV });
  const child = spawn('git', ['-C', tmp, 'fast-import', '--quiet', '--done'], { env: GIT_ENV, stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code ?? 1));
  });
  child.stdin.on('error', () => {}); // EPIPE if fast-import dies: its exit status and stderr tell why
  const failed = exited.then((code) => {
    throw new Error(`fast-import exited early (${code}): ${stderr}`);
  });
  await Promise.race([writeHistory(new StreamWriter(child.stdin)), failed]);
  failed.catch(() => {});
  child.stdin.end();
  const code = await exited;
  if (code !== 0) throw new Error(`fast-import failed (${code}): ${stderr}`);
  const imported = performance.now();
  // recompute deltas once (the cached corpus is reused), then bitmaps as on a served repository
  await git(['-C', tmp, 'repack', '-q', '-a', '-d', '-f', '--window=10', '--depth=50', '--write-bitmap-index'], { env: GIT_ENV });
  const seconds = (performance.now() - started) / 1000;
  const stats = await computeStats(tmp, 'main');
  stats.generationSeconds = Number(seconds.toFixed(1));
  writeFileSync(path.join(tmp, 'bench-corpus.json'), JSON.stringify({ key: corpusKey(), params: GENERATOR_PARAMS, stats, fastImportSeconds: Number(((imported - started) / 1000).toFixed(1)) }, null, 2) + '\n');
  if (existsSync(path.join(target, 'bench-corpus.json'))) {
    rmSync(tmp, { recursive: true, force: true }); // another run finished the same corpus first
    return;
  }
  rmSync(target, { recursive: true, force: true });
  renameSync(tmp, target);
}

let cached: Promise<Corpus> | null = null;

/**
 * The corpus: `--corpus <path>` (any local repository), or the generated one (made on first use, then reused).
 */
export function getCorpus(corpusPath: string | null): Promise<Corpus> {
  cached ??= (async () => {
    if (corpusPath) {
      const dir = path.resolve(corpusPath);
      const defaultBranch = await gitText(['-C', dir, 'symbolic-ref', '--short', 'HEAD']);
      console.log(`   corpus: ${dir} (computing stats…)`);
      return { dir, label: dir, defaultBranch, stats: await computeStats(dir, defaultBranch) };
    }
    const dir = path.join(ROOT, '.bench', 'corpus', corpusKey(), 'repo.git');
    const meta = path.join(dir, 'bench-corpus.json');
    if (!existsSync(meta)) {
      console.log(`   generating the corpus into ${path.relative(ROOT, dir)} (once; about a minute)…`);
      await generate(dir);
    }
    const { stats } = JSON.parse(readFileSync(meta, 'utf8')) as { stats: CorpusStats };
    return { dir, label: `generated ${corpusKey()}`, defaultBranch: 'main', stats };
  })();
  return cached;
}
