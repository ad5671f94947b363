/**
 * Agentic search benchmark: turns and tokens per answered question, and the time Grove adds per turn (tool
 * execution), on a real repository (Grove's own src/, committed through the API) with a scripted
 * OpenAI-compatible model that searches like a small agent: grep for a name, read around the first match, finish.
 * Every search goes through HTTP as a stream; times are taken when the events arrive.
 * Usage: npx tsx bench/agentic/run.ts [--rounds N] [--extra-files N]
 *   --extra-files N adds N generated files (about 4 KB each) so the grep runs over a bigger tree.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildGrove } from '../../src/app.js';
import { loadConfig } from '../../src/config/index.js';
import { startFakeOpenAI, type FakeStep, type RecordedRequest } from '../../test/helpers/fake-openai.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const rounds = arg('--rounds', 5);
const extraFiles = arg('--extra-files', 0);

/** Questions with the patterns the scripted agent greps for, in order, and the file that answers them. */
const QUESTIONS: Array<{ q: string; patterns: string[]; expect: string }> = [
  { q: 'How are API keys hashed before they are stored?', patterns: ['function hashKey'], expect: 'src/infra/keys.ts' },
  { q: 'Which class moves a branch with compare-and-swap when a commit is written?', patterns: ['class CommitWriter'], expect: 'src/services/repository/writer.ts' },
  { q: 'Where are error codes mapped to HTTP statuses?', patterns: ['ERROR_STATUS = '], expect: 'src/domain/errors.ts' },
  { q: 'Is there a pool of git cat-file processes for object reads?', patterns: ['class CatFilePool'], expect: 'src/git/objects/catfile-pool.ts' },
  { q: 'How is a revision such as main~2 parsed?', patterns: ['function parseRevision'], expect: 'src/domain/revisions.ts' },
  { q: 'How are stored provider secrets encrypted?', patterns: ['class SecretBox'], expect: 'src/infra/secret-box.ts' },
  { q: 'Where does the deterministic lazy-edit merger live?', patterns: ['function lazyMerge'], expect: 'src/lib/lazy-edit/merge.ts' },
  { q: 'How are exec commands run on worker threads?', patterns: ['class ExecPool'], expect: 'src/services/exec/pool.ts' },
  { q: 'Where is the configuration read from GROVE_ environment variables?', patterns: ['function loadConfig'], expect: 'src/config/index.ts' },
  { q: 'Which client sends webhooks while refusing private addresses?', patterns: ['class OutboundClient'], expect: 'src/infra/http-client/client.ts' },
  // first guesses that miss: the agent needs a second search
  { q: 'Where is the initial directory listing of agentic search built?', patterns: ['function buildStructure', 'function structureListing'], expect: 'src/services/agentic-search/structure.ts' },
  { q: 'How does the usage meter count API calls?', patterns: ['function countCalls', 'countApiCall\\('], expect: 'src/services/usage/index.ts' },
];

/** The scripted agent: decides the next step from the conversation so far, like a model following a plan. */
function agent(request: RecordedRequest): FakeStep {
  const messages = request.body.messages;
  const question = /^Question: (.*)$/m.exec(messages[1]!.content ?? '')?.[1] ?? '';
  const plan = QUESTIONS.find((x) => x.q === question);
  if (!plan) return { content: 'unknown question' };
  const onlyFinish = (request.body.tools ?? []).length === 1;
  const tools = messages.filter((m) => m.role === 'tool');
  const greps = tools.filter((m) => m.tool_call_id?.startsWith('grep'));
  const reads = tools.filter((m) => m.tool_call_id?.startsWith('read'));
  const turn = messages.filter((m) => m.role === 'assistant').length + 1;
  const hit = greps.map((m) => /^(.+?):(\d+):/m.exec(m.content ?? '')).find(Boolean);
  if (reads.length > 0 && hit || onlyFinish) {
    const line = hit ? Number(hit[2]) : 0;
    return {
      toolCalls: [{ name: 'finish', arguments: { answer: hit ? `It is in ${hit[1]} around line ${line}.` : '', locations: hit ? [{ path: hit[1], start_line: line, end_line: line + 20 }] : [] } }],
    };
  }
  if (hit) return { toolCalls: [{ id: `read_${turn}`, name: 'read', arguments: { path: hit[1], start_line: Math.max(1, Number(hit[2]) - 5), end_line: Number(hit[2]) + 40 } }] };
  const pattern = plan.patterns[Math.min(greps.length, plan.patterns.length - 1)]!;
  const calls: FakeStep & { toolCalls: NonNullable<Extract<FakeStep, { content?: string }>['toolCalls']> } = {
    toolCalls: [{ id: `grep_${turn}`, name: 'grep_search', arguments: { pattern, include_pattern: '*.ts' } }],
  };
  if (turn === 1) calls.toolCalls.push({ id: `ls_${turn}`, name: 'list_directory', arguments: { path: 'src' } }, { id: `glob_${turn}`, name: 'glob', arguments: { pattern: 'src/**/index.ts' } });
  return calls;
}

function sourceFiles(dir: string): Array<{ path: string; content: string }> {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => {
      const full = path.join(e.parentPath, e.name);
      return { path: path.relative(root, full), content: readFileSync(full, 'utf8') };
    });
}

const pct = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const fmt = (n: number) => (Number.isNaN(n) ? '-' : n < 10 ? n.toFixed(2) : n.toFixed(1));

interface Frame {
  type: string;
  at: number;
  [key: string]: unknown;
}

async function streamSearch(base: string, key: string, q: string): Promise<Frame[]> {
  const res = await fetch(`${base}/v1/repos/src/agentic-search`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ q, stream: true }),
  });
  if (res.status !== 200) throw new Error(`search answered ${res.status}: ${await res.text()}`);
  const frames: Frame[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    const at = performance.now();
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      frames.push({ ...(JSON.parse(buffer.slice(6, end)) as { type: string }), at });
      buffer = buffer.slice(end + 2);
    }
  }
  return frames;
}

async function main(): Promise<void> {
  const fake = await startFakeOpenAI([], { respond: agent });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'grove-bench-agentic-'));
  const key = 'grove_mk_bench_agentic_master_key_0123456789';
  const grove = await buildGrove(
    loadConfig({ GROVE_DATA_DIR: dataDir, GROVE_BOOTSTRAP_ORG: 'bench', GROVE_BOOTSTRAP_KEY: key, GROVE_LOG_LEVEL: 'silent', GROVE_MODEL_URL: fake.url, GROVE_MODEL: 'scripted', GROVE_DEFAULT_PLAN: 'unlimited', GROVE_RATE_LIMIT_PER_MINUTE: '100000', GROVE_RATE_LIMIT_PER_HOUR: '1000000' }),
  );
  await grove.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(grove.app.server.address() as AddressInfo).port}`;
  const post = async (url: string, body: object) => {
    const res = await fetch(`${base}${url}`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (res.status >= 300) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  };
  try {
    await post('/v1/repos', { slug: 'src' });
    const files = sourceFiles('src');
    await post('/v1/repos/src/commits', { branch: 'main', message: 'Grove sources', changes: files });
    for (let done = 0; done < extraFiles; done += 1000) {
      const batch = Array.from({ length: Math.min(1000, extraFiles - done) }, (_, i) => {
        const n = done + i;
        const body = Array.from({ length: 60 }, (_, l) => `export const item${n}_${l} = computeSomething(${l}, 'generated line of text');`).join('\n');
        return { path: `generated/d${n % 50}/file${n}.ts`, content: `${body}\n` };
      });
      await post('/v1/repos/src/commits', { branch: 'main', message: `generated ${done}`, changes: batch });
    }
    const bytes = files.reduce((n, f) => n + Buffer.byteLength(f.content), 0);
    console.log(`repository: ${files.length} files of Grove's src/ (${(bytes / 1024 / 1024).toFixed(1)} MB)${extraFiles ? ` + ${extraFiles} generated files (~4.5 KB each)` : ''}; ${rounds} rounds of ${QUESTIONS.length} questions`);
    console.log(`load before: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (${os.cpus().length} cores)\n`);

    const perQuestion = QUESTIONS.map(() => ({ turns: [] as number[], tokens: [] as number[], prompt: [] as number[], answered: 0, wall: [] as number[] }));
    const toolMs = new Map<string, number[]>();
    const turnToolMs: number[] = [];
    const workspaceMs: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const [i, question] of QUESTIONS.entries()) {
        const started = performance.now();
        const frames = await streamSearch(base, key, question.q);
        const wall = performance.now() - started;
        const finish = frames.at(-1)!;
        if (finish.type !== 'finish') throw new Error(`search ended with ${JSON.stringify(finish)}`);
        const stats = perQuestion[i]!;
        stats.turns.push(finish.total_turns as number);
        stats.tokens.push(finish.total_tokens as number);
        stats.prompt.push(frames.filter((f) => f.type === 'turn_end').reduce((n, f) => n + (f.prompt_tokens as number), 0));
        stats.wall.push(wall);
        const locations = finish.locations as Array<{ path: string }>;
        if (locations.some((l) => l.path === question.expect)) stats.answered++;
        workspaceMs.push(frames[0]!.workspace_ms as number);
        const calls = new Map<string, Frame>();
        for (const f of frames) {
          if (f.type === 'tool_call') calls.set(`${f.turn}/${f.call_id as string}`, f);
          if (f.type === 'tool_result') {
            const call = calls.get(`${f.turn}/${f.call_id as string}`)!;
            if (call.tool === 'finish') continue;
            const list = toolMs.get(call.tool as string) ?? [];
            list.push(f.at - call.at);
            toolMs.set(call.tool as string, list);
          }
          if (f.type === 'turn_end') {
            const first = frames.find((x) => x.type === 'tool_call' && x.turn === f.turn);
            if (first && first.tool !== 'finish') turnToolMs.push(f.at - first.at);
          }
        }
      }
    }

    console.log('| question | answered | turns | completion tokens (billed) | prompt tokens | wall ms p50 |');
    console.log('|---|---|---|---|---|---|');
    for (const [i, question] of QUESTIONS.entries()) {
      const s = perQuestion[i]!;
      console.log(`| ${question.q} | ${s.answered}/${rounds} | ${pct(s.turns, 50)} | ${pct(s.tokens, 50)} | ${pct(s.prompt, 50)} | ${fmt(pct(s.wall, 50))} |`);
    }
    const all = perQuestion.flatMap((s, i) => s.turns.map((turns, r) => ({ turns, tokens: s.tokens[r]!, prompt: s.prompt[r]!, ok: r < s.answered, i })));
    const answered = perQuestion.reduce((n, s) => n + s.answered, 0);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    console.log(`\nanswered: ${answered}/${all.length}; per search: ${fmt(mean(all.map((x) => x.turns)))} turns, ${fmt(mean(all.map((x) => x.tokens)))} completion tokens, ${fmt(mean(all.map((x) => x.prompt)))} prompt tokens`);
    console.log(`per answered question: ${fmt(all.reduce((n, x) => n + x.turns, 0) / answered)} turns, ${fmt(all.reduce((n, x) => n + x.tokens, 0) / answered)} completion tokens\n`);
    console.log('| Grove-side time | n | p50 ms | p95 ms |');
    console.log('|---|---|---|---|');
    console.log(`| workspace (ref → commit → file listing) | ${workspaceMs.length} | ${fmt(pct(workspaceMs, 50))} | ${fmt(pct(workspaceMs, 95))} |`);
    const everyTool = [...toolMs.values()].flat();
    // times come from when frames arrive: a tool_call and its tool_result that arrive in one network read show 0
    for (const [tool, values] of [...toolMs.entries()].sort()) console.log(`| tool: ${tool} | ${values.length} | ${fmt(pct(values, 50))} | ${fmt(pct(values, 95))} |`);
    console.log(`| any tool call | ${everyTool.length} | ${fmt(pct(everyTool, 50))} | ${fmt(pct(everyTool, 95))} |`);
    console.log(`| tools of one turn (first tool_call → turn_end) | ${turnToolMs.length} | ${fmt(pct(turnToolMs, 50))} | ${fmt(pct(turnToolMs, 95))} |`);
    console.log(`\nload after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  } finally {
    await grove.close();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
