import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { git, gitText } from '../lib/exec.js';
import { corpusFixture, FeatureUnavailable } from '../lib/fixture.js';
import { listFiles, spreadFiles } from '../lib/files.js';
import { request } from '../lib/http.js';
import { interleave, timedResult } from '../lib/timing.js';
import type { Benchmark } from '../lib/types.js';

const GROVE_BRANCH = 'bench/commit-grove';
const FLOOR_BRANCH = 'bench/commit-floor';
/** Plain git defaults for the floor copy (Grove's repository config asks for fsyncs that git's defaults skip). */
const FLOOR_CONFIG = '[core]\n\trepositoryformatversion = 0\n\tfilemode = true\n\tbare = true\n';

/**
 * A 10-file commit through `POST /v1/repos/:slug/commits` (10 existing files in 10 directories, one line appended
 * to each, parent_sha given) against the fastest git plumbing for the same change: one `git fast-import` (inline
 * blobs, `from <parent>`, `get-mark`) and a compare-and-swap `git update-ref`, both spawned from this process, on an
 * equal copy of the repository with git's default config. Each side commits on its own branch; rounds interleave.
 */
export const commit10: Benchmark = {
  name: 'commit-10',
  description: '10-file API commit on the large repo ÷ git fast-import + CAS update-ref (same change, equal repo copy)',
  goal: '≤ 0.5',
  async run({ corpus, seconds, rounds }) {
    const f = await corpusFixture({ corpus, seconds, rounds });
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'grove-bench-commit-'));
    try {
      // the floor: an equal copy of Grove's repository, with git's default config
      const floor = path.join(tmp, 'floor.git');
      cpSync(f.dir, floor, { recursive: true });
      writeFileSync(path.join(floor, 'config'), FLOOR_CONFIG);
      const base = await gitText(['-C', f.dir, 'rev-parse', `${f.branch}^{commit}`]);
      await git(['-C', floor, 'update-ref', `refs/heads/${FLOOR_BRANCH}`, base]);

      const files = spreadFiles(await listFiles(f.dir, base), 10);
      const contents = new Map<string, string>();
      for (const file of files) contents.set(file.path, (await git(['-C', f.dir, 'cat-file', 'blob', file.oid])).stdout.toString('utf8'));
      const kb = files.reduce((n, x) => n + x.size, 0) / 1024;
      console.log(`   files (${kb.toFixed(0)} KB): ${files.map((x) => x.path).join(', ')}`);

      // every round appends the same line to every file on both sides, so both branches must end with equal trees
      let round = 0;
      const nextContents = () => {
        round++;
        for (const [p, c] of contents) contents.set(p, `${c}// bench edit ${round}\n`);
      };
      const message = () => `Bench: edit 10 files (round ${round})\n`;

      const commitsUrl = `${f.grove.url}/v1/repos/${f.slug}/commits`;
      const groveState = { head: base, body: '' };
      const floorState = { head: base, stream: '' };
      const ts = Math.floor(Date.now() / 1000);
      const data = (s: string) => `data ${Buffer.byteLength(s)}\n${s}\n`;

      const grove = {
        async prepare() {
          groveState.body = JSON.stringify({
            branch: GROVE_BRANCH,
            message: message(),
            parent_sha: groveState.head,
            changes: [...contents].map(([p, content]) => ({ path: p, content })),
          });
        },
        async run() {
          const res = await request(commitsUrl, { method: 'POST', headers: { 'x-api-key': f.grove.key, 'content-type': 'application/json' }, body: groveState.body });
          const text = res.body.toString('utf8');
          if (res.status === 404 && groveState.head === base && !text.includes('"code":"CONFLICT"')) {
            throw new FeatureUnavailable(`commits API not available: POST /v1/repos/${f.slug}/commits answered 404: ${text.slice(0, 200)}`);
          }
          if (res.status !== 201 && res.status !== 200) throw new Error(`POST commits answered ${res.status}: ${text.slice(0, 500)}`);
          const sha = (JSON.parse(text) as { sha?: string }).sha;
          if (!sha) throw new Error(`POST commits: no sha in ${text.slice(0, 300)}`);
          groveState.head = sha;
        },
      };
      const floorSide = {
        async prepare() {
          const who = `Bench <bench@example.com> ${ts + round} +0000`;
          let s = `commit refs/tmp/fastimport\nmark :1\nauthor ${who}\ncommitter ${who}\n${data(message())}from ${floorState.head}\n`;
          for (const file of files) s += `M ${file.mode} inline ${file.path}\n${data(contents.get(file.path)!)}`;
          floorState.stream = `${s}\nget-mark :1\ndone\n`;
        },
        async run() {
          const out = await git(['-C', floor, 'fast-import', '--quiet', '--done', '--force'], { input: floorState.stream });
          const sha = out.stdout.toString().trim();
          await git(['-C', floor, 'update-ref', `refs/heads/${FLOOR_BRANCH}`, sha, floorState.head]);
          floorState.head = sha;
        },
      };
      // one new content per round, the same for both sides
      const samples = await interleave({ grove, peer: floorSide }, { warmup: 3, runs: rounds ?? 30, beforeRound: nextContents });

      // both branches must hold the same tree, and Grove's history must be one commit per round
      const groveTree = await gitText(['-C', f.dir, 'rev-parse', `${groveState.head}^{tree}`]);
      const floorTree = await gitText(['-C', floor, 'rev-parse', `${floorState.head}^{tree}`]);
      if (groveTree !== floorTree) throw new Error(`trees differ after ${round} rounds: Grove ${groveTree}, floor ${floorTree}`);
      const count = Number(await gitText(['-C', f.dir, 'rev-list', '--count', `${base}..${groveState.head}`]));
      if (count !== round) throw new Error(`Grove's branch has ${count} new commits, expected ${round}`);
      const packs = (await gitText(['-C', f.dir, 'count-objects', '-v'])).match(/packs: (\d+)/)?.[1];
      return timedResult('commit-10', samples.grove, samples.peer, { files: files.length, files_kb: Number(kb.toFixed(1)), commits_per_side: round, grove_packs_after: Number(packs) });
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  },
};
