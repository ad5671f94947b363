/** Unified diffs of two texts as git prints them (3 lines of context, hunks merged when their context touches). */

type Op = { kind: ' ' | '-' | '+'; line: string };

/** Lines without their ending; `noEol` records a last line without '\n' (git's "\ No newline at end of file"). */
function splitLines(text: string): { lines: string[]; noEol: boolean } {
  if (text === '') return { lines: [], noEol: false };
  const noEol = !text.endsWith('\n');
  const lines = (noEol ? text : text.slice(0, -1)).split('\n');
  return { lines, noEol };
}

/** Myers' O(ND) shortest edit script. */
function editScript(a: string[], b: string[]): Op[] {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const v = new Map<number, number>([[1, 0]]);
  const trace: Array<Map<number, number>> = [];
  outer: for (let d = 0; d <= max; d++) {
    trace.push(new Map(v));
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && (v.get(k - 1) ?? 0) < (v.get(k + 1) ?? 0)) ? (v.get(k + 1) ?? 0) : (v.get(k - 1) ?? 0) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v.set(k, x);
      if (x >= n && y >= m) break outer;
    }
  }
  const ops: Op[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0 && (x > 0 || y > 0); d--) {
    const vd = trace[d]!;
    const k = x - y;
    const prevK = k === -d || (k !== d && (vd.get(k - 1) ?? 0) < (vd.get(k + 1) ?? 0)) ? k + 1 : k - 1;
    const prevX = vd.get(prevK) ?? 0;
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      ops.push({ kind: ' ', line: a[--x]! });
      y--;
    }
    if (d > 0) {
      if (x === prevX) ops.push({ kind: '+', line: b[--y]! });
      else ops.push({ kind: '-', line: a[--x]! });
    }
  }
  return ops.reverse();
}

/** The hunks of a unified diff (no file header), or '' when the texts are equal. */
export function unifiedHunks(before: string, after: string, context = 3): string {
  const a = splitLines(before);
  const b = splitLines(after);
  // a changed final newline makes the last lines differ, as it does for git
  const aLines = a.lines.map((l, i) => (a.noEol && i === a.lines.length - 1 ? `${l}\u0000` : l));
  const bLines = b.lines.map((l, i) => (b.noEol && i === b.lines.length - 1 ? `${l}\u0000` : l));
  const ops = editScript(aLines, bLines);
  const changed = ops.map((op, i) => (op.kind === ' ' ? -1 : i)).filter((i) => i >= 0);
  if (changed.length === 0) return '';
  let out = '';
  let i = 0;
  while (i < changed.length) {
    let start = Math.max(0, changed[i]! - context);
    let end = Math.min(ops.length, changed[i]! + context + 1);
    while (i + 1 < changed.length && changed[i + 1]! - context <= end) end = Math.min(ops.length, changed[++i]! + context + 1);
    i++;
    let aStart = 0;
    let bStart = 0;
    for (let j = 0; j < start; j++) {
      if (ops[j]!.kind !== '+') aStart++;
      if (ops[j]!.kind !== '-') bStart++;
    }
    const hunk = ops.slice(start, end);
    const aCount = hunk.filter((op) => op.kind !== '+').length;
    const bCount = hunk.filter((op) => op.kind !== '-').length;
    out += `@@ -${range(aStart, aCount)} +${range(bStart, bCount)} @@${funcname(a.lines, aStart)}\n`;
    for (const op of hunk) {
      const noEol = op.line.endsWith('\u0000');
      out += `${op.kind}${noEol ? op.line.slice(0, -1) : op.line}\n`;
      if (noEol) out += '\\ No newline at end of file\n';
    }
    start = end;
  }
  return out;
}

/**
 * git's default hunk-header context: the last line above the hunk that starts with a letter, `_` or `$`, trailing
 * white space removed, at most 80 bytes.
 */
function funcname(lines: string[], before: number): string {
  for (let i = before - 1; i >= 0; i--) {
    if (/^[A-Za-z_$]/.test(lines[i]!)) return ` ${Buffer.from(lines[i]!.replace(/\s+$/, '')).subarray(0, 80).toString('utf8')}`;
  }
  return '';
}

function range(start: number, count: number): string {
  const first = count === 0 ? start : start + 1;
  return count === 1 ? `${first}` : `${first},${count}`;
}
