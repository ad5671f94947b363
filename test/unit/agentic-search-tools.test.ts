// The pure parts of agentic search: the structure listing, argument checks, the listing-command allowlist,
// cutting results at 8 KB and the found-locations fallback.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cleanLocations, fallbackAnswer, Found } from '../../src/services/agentic-search/found.js';
import { grepTargets } from '../../src/services/agentic-search/grep.js';
import { refuseCommand } from '../../src/services/agentic-search/listing.js';
import { structureListing } from '../../src/services/agentic-search/structure.js';
import { cutBytes, cutLines } from '../../src/services/agentic-search/text.js';
import { parseCall, ToolArgumentError, TOOL_DEFINITIONS } from '../../src/services/agentic-search/tools.js';
import { normalizeToolPath, TreeIndex } from '../../src/services/agentic-search/tree-index.js';

const index = (paths: string[]) => new TreeIndex(paths.map((path, i) => ({ path, oid: i.toString(16).padStart(40, '0'), mode: '100644' })));

describe('structure listing', () => {
  const repo = index(['README.md', 'src/app.ts', 'src/lib/a.ts', 'src/lib/b.ts', 'src/lib/deep/c.ts', 'docs/guide.md', '.github/ci.yml']);

  test('folders first, then files; folders cut by the depth show how many files they hold', () => {
    assert.equal(structureListing(repo, 1), ['.github/ (1 file)', 'docs/ (1 file)', 'src/ (4 files)', 'README.md'].join('\n'));
    assert.equal(
      structureListing(repo, 2),
      ['.github/', '  ci.yml', 'docs/', '  guide.md', 'src/', '  lib/ (3 files)', '  app.ts', 'README.md'].join('\n'),
    );
    assert.match(structureListing(repo, 4), /^ {4}deep\/\n {6}c\.ts$/m);
  });

  test('past the entry cap, shallow levels win and what is left out is counted', () => {
    const many = index([...Array.from({ length: 30 }, (_, i) => `top${String(i).padStart(2, '0')}.txt`), ...Array.from({ length: 30 }, (_, i) => `dir/f${i}.txt`)]);
    const listing = structureListing(many, 2, 20).split('\n');
    assert.equal(listing.at(-1), '… 11 more entries not shown');
    assert.equal(listing.length, 21);
    assert.equal(listing[0], 'dir/ (30 files)', 'the folder is listed; its files did not fit');
  });

  test('an empty commit says so', () => {
    assert.equal(structureListing(index([]), 2), '(the commit has no files)');
  });
});

describe('tool arguments', () => {
  test('the schemas sent to the model name the five tools and their required arguments', () => {
    assert.deepEqual(TOOL_DEFINITIONS.map((t) => t.name), ['grep_search', 'read', 'list_directory', 'glob', 'finish']);
    const grep = TOOL_DEFINITIONS[0]!.parameters as { properties: Record<string, unknown>; required: string[] };
    assert.deepEqual(Object.keys(grep.properties), ['pattern', 'path', 'include_pattern', 'case_sensitive', 'output_context_lines']);
    assert.deepEqual(grep.required, ['pattern']);
  });

  test('defaults, numeric strings and string locations are accepted', () => {
    assert.deepEqual(parseCall('grep_search', '{"pattern":"x"}'), { tool: 'grep_search', args: { pattern: 'x', path: '', include_pattern: null, case_sensitive: false, output_context_lines: 0 } });
    assert.deepEqual(parseCall('read', '{"path":"a.ts","start_line":"3","end_line":9}').args, { path: 'a.ts', start_line: 3, end_line: 9 });
    assert.deepEqual(parseCall('finish', '{"answer":"a","locations":["src/a.ts:10-20","b.md"]}').args, {
      answer: 'a',
      locations: [{ path: 'src/a.ts', start_line: 10, end_line: 20 }, { path: 'b.md', start_line: 0, end_line: 0 }],
    });
    assert.deepEqual(parseCall('list_directory', '').args, { path: '', command: null });
  });

  test('mistakes are ToolArgumentErrors saying what to fix', () => {
    for (const [name, args, message] of [
      ['grep_search', '{}', /'pattern' is required/],
      ['grep_search', '{"pattern":"x","output_context_lines":50}', /from 0 to 10/],
      ['read', '{"path":"a","start_line":5,"end_line":2}', /before 'start_line'/],
      ['read', '[1]', /JSON object/],
      ['read', '{bad', /not valid JSON/],
      ['list_directory', '{"path":"a","command":"ls"}', /not both/],
      ['nope', '{}', /no tool 'nope'/],
    ] as const) {
      assert.throws(() => parseCall(name, args), (e: unknown) => e instanceof ToolArgumentError && message.test(e.message), `${name} ${args}`);
    }
  });
});

describe('paths, commands and cutting', () => {
  test('tool paths are relative to the root and may not climb out', () => {
    assert.equal(normalizeToolPath('/src/./lib/'), 'src/lib');
    assert.equal(normalizeToolPath('.'), '');
    assert.equal(normalizeToolPath('src/../../etc'), null);
  });

  test('listing commands: listers first, filters after a pipe, nothing that writes or expands', () => {
    assert.equal(refuseCommand("find src -name '*.ts' | sort | head -20"), null);
    assert.equal(refuseCommand('ls -la docs'), null);
    assert.match(refuseCommand('cat secrets.txt')!, /not a listing command/);
    assert.match(refuseCommand('ls | xargs rm')!, /may not follow a pipe/);
    assert.match(refuseCommand('ls > out.txt')!, /plain listing command/);
    assert.match(refuseCommand('ls $(echo x)')!, /plain listing command/);
    assert.match(refuseCommand('find . -delete')!, /may only list/);
  });

  test('grep is given folders where recursing reads exactly the candidates, other candidates by name', () => {
    const repo = index(['.env', 'src/a.ts', 'src/b.md', 'src/.hidden/b.ts', 'src/lib/c.ts', 'src/lib/d.ts', '.github/ci.yml', 'docs/x.md', 'README.md']);
    const all = [...repo.files.keys()];
    // everything: the root (grep -r reads dot-files too)
    assert.deepEqual(grepTargets(repo, '', all), ['.']);
    // *.ts: src/lib and src/.hidden are all .ts (recursed), src is not (its .ts files named)
    const ts = all.filter((f) => f.endsWith('.ts'));
    assert.deepEqual(grepTargets(repo, '', ts).sort(), ['src/a.ts', 'src/lib', 'src/.hidden'].sort());
    // a path: only what is below it
    assert.deepEqual(grepTargets(repo, 'src/lib', ['src/lib/c.ts', 'src/lib/d.ts']), ['src/lib']);
    assert.deepEqual(grepTargets(repo, 'src/lib', ['src/lib/c.ts']), ['src/lib/c.ts']);
    // a dot-folder named as the path
    assert.deepEqual(grepTargets(repo, '.github', ['.github/ci.yml']), ['.github']);
    assert.deepEqual(grepTargets(repo, 'README.md', ['README.md']), ['README.md']);
    // every candidate is reached exactly once, whatever the subset
    for (let mask = 1; mask < 1 << all.length; mask += 37) {
      const subset = all.filter((_, i) => mask & (1 << i));
      const targets = grepTargets(repo, '', subset);
      const reached = targets.flatMap((t) => (t === '.' ? all : repo.files.has(t) ? [t] : all.filter((f) => f.startsWith(`${t}/`))));
      assert.deepEqual(reached.sort(), [...subset].sort(), `subset ${subset.join(',')} → ${targets.join(' ')}`);
    }
  });

  test('results are cut on line boundaries within the byte budget, multi-byte characters kept whole', () => {
    const lines = Array.from({ length: 100 }, (_, i) => `line ${i} ${'é'.repeat(40)}`);
    const cut = cutLines(lines, 1000);
    assert.equal(cut.truncated, true);
    assert.ok(Buffer.byteLength(cut.text) <= 1000);
    assert.equal(cut.text.split('\n').length, cut.lines);
    assert.deepEqual(cut.text.split('\n'), lines.slice(0, cut.lines));
    assert.equal(cutLines(['a', 'b'], 1000).truncated, false);
    assert.equal(cutBytes('ééé', 5), 'éé');
  });
});

describe('found locations', () => {
  const repo = index(['src/a.ts', 'src/b.ts', 'README.md']);

  test('the span of what the tools showed, per file, in the order found', () => {
    const found = new Found();
    found.add([{ path: 'src/b.ts', start_line: 10, end_line: 10 }, { path: 'src/a.ts', start_line: 3, end_line: 3 }, { path: 'src/b.ts', start_line: 4, end_line: 6 }]);
    found.add([{ path: 'README.md', start_line: 0, end_line: 0 }]);
    assert.deepEqual(found.locations(), [
      { path: 'src/b.ts', start_line: 4, end_line: 10 },
      { path: 'src/a.ts', start_line: 3, end_line: 3 },
      { path: 'README.md', start_line: 0, end_line: 0 },
    ]);
    assert.equal(fallbackAnswer(found.paths()), 'Found in:\n- src/b.ts\n- src/a.ts\n- README.md');
  });

  test("the model's locations are cleaned: repository spelling, only existing paths, no duplicates, ordered ranges", () => {
    assert.deepEqual(
      cleanLocations(
        [
          { path: './src/a.ts', start_line: 5, end_line: 2 },
          { path: '/src/a.ts', start_line: 5, end_line: 5 },
          { path: 'src/missing.ts', start_line: 1, end_line: 1 },
          { path: 'src', start_line: 0, end_line: 0 },
        ],
        repo,
      ),
      [{ path: 'src/a.ts', start_line: 5, end_line: 5 }, { path: 'src', start_line: 0, end_line: 0 }],
    );
  });
});
