/**
 * A simple anchor-matching merger, for calibration only: how hard are the case sets? Each chunk of snippet lines
 * between markers is placed by its lines found exactly once in the file (as written, then ignoring whitespace):
 * the file's lines from the first such anchor to the last are replaced by the chunk's lines between them, the
 * chunk's lines before the first anchor go right before it and those after the last right after it, and markers
 * keep everything between chunks. A snippet without a leading marker starts at the top of the file, one without
 * a trailing marker ends at its end. Anchors out of order, or a chunk without one, make it refuse.
 *
 * Usage: npx tsx bench/lazy-edit/baseline.ts [--sets cases,holdout,...]
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMarker } from '../../src/lib/lazy-edit/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const setsArg = process.argv.indexOf('--sets');
const sets = setsArg > 0 ? process.argv[setsArg + 1]!.split(',') : ['cases', 'holdout', 'holdout2', 'holdout3', 'tuning', 'holdout4', 'holdout5', 'holdout6', 'tuning2', 'tuning3', 'tuning4'];

function lines(text: string): string[] {
  const all = text.split(/\r?\n/);
  if (all.at(-1) === '') all.pop();
  return all;
}

export function anchorMerge(original: string, snippet: string): string | null {
  const orig = lines(original);
  const snip = lines(snippet);
  while (snip.length > 0 && snip[0]!.trim() === '') snip.shift();
  while (snip.length > 0 && snip.at(-1)!.trim() === '') snip.pop();
  const chunks: string[][] = [[]];
  for (const line of snip) {
    if (isMarker(line)) chunks.push([]);
    else chunks.at(-1)!.push(line);
  }
  const leading = snip.length > 0 && isMarker(snip[0]!);
  const trailing = snip.length > 0 && isMarker(snip.at(-1)!);
  const real = chunks.filter((c) => c.length > 0);
  if (chunks.length === 1) return real.length === 1 ? `${real[0]!.join('\n')}\n` : null; // no marker: the whole file
  const once = (line: string, squash: boolean): number => {
    const key = squash ? line.trim().replace(/\s+/g, ' ') : line;
    let at = -1;
    for (let i = 0; i < orig.length; i++) {
      if ((squash ? orig[i]!.trim().replace(/\s+/g, ' ') : orig[i]) !== key) continue;
      if (at >= 0) return -1;
      at = i;
    }
    return at;
  };
  const out: string[] = [];
  let cursor = 0;
  for (let k = 0; k < real.length; k++) {
    const chunk = real[k]!;
    const anchors: Array<[number, number]> = [];
    chunk.forEach((line, x) => {
      if (line.trim() === '' || !/[A-Za-z0-9]/.test(line)) return;
      const at = once(line, false) >= 0 ? once(line, false) : once(line, true);
      if (at >= cursor) anchors.push([x, at]);
    });
    if (anchors.length === 0) return null;
    for (let a = 1; a < anchors.length; a++) if (anchors[a]![1] <= anchors[a - 1]![1]) return null;
    const firstAt = anchors[0]![1];
    const lastAt = anchors.at(-1)![1];
    const start = k === 0 && !leading ? 0 : firstAt;
    const end = k === real.length - 1 && !trailing ? orig.length : lastAt + 1;
    out.push(...orig.slice(cursor, start), ...chunk);
    cursor = end;
  }
  out.push(...orig.slice(cursor));
  return `${out.join('\n')}\n`;
}

function read(dir: string, stem: string): string | null {
  const file = readdirSync(dir).find((f) => f.startsWith(`${stem}.`));
  return file ? readFileSync(path.join(dir, file), 'utf8') : null;
}

let exact = 0;
let total = 0;
for (const set of sets) {
  const setDir = path.join(here, set);
  let setExact = 0;
  let setTotal = 0;
  for (const name of readdirSync(setDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
    const dir = path.join(setDir, name);
    const expected = read(dir, 'expected');
    if (expected === null) continue; // ambiguous cases: a merger that never refuses has nothing to show there
    setTotal++;
    if (anchorMerge(read(dir, 'original')!, read(dir, 'snippet')!) === expected) setExact++;
  }
  console.log(`${set}: ${setExact}/${setTotal} = ${((100 * setExact) / setTotal).toFixed(1)} %`);
  exact += setExact;
  total += setTotal;
}
console.log(`all: ${exact}/${total} = ${((100 * exact) / total).toFixed(1)} %`);
