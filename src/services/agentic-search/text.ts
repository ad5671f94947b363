/** Cutting tool output to SPEC's 8 KB on line boundaries, and the small text helpers the tools share. */
import { AGENTIC_LIMITS } from './limits.js';

export interface Cut {
  text: string;
  truncated: boolean;
  /** Lines kept whole. */
  lines: number;
}

/**
 * Whole lines of `lines` while they fit in `budget` bytes (UTF-8), keeping `reserve` bytes free for a closing
 * note. A single line longer than the budget is cut inside itself (on a character boundary).
 */
export function cutLines(lines: string[], budget: number = AGENTIC_LIMITS.toolResultBytes, reserve = 0): Cut {
  const limit = budget - reserve;
  let used = 0;
  const kept: string[] = [];
  for (const line of lines) {
    const size = Buffer.byteLength(line) + 1;
    if (used + size > limit) {
      if (kept.length === 0) kept.push(cutBytes(line, limit - 1));
      return { text: kept.join('\n'), truncated: true, lines: kept.length };
    }
    used += size;
    kept.push(line);
  }
  return { text: kept.join('\n'), truncated: false, lines: kept.length };
}

/** The longest prefix of `text` of at most `bytes` UTF-8 bytes. */
export function cutBytes(text: string, bytes: number): string {
  if (Buffer.byteLength(text) <= bytes) return text;
  const buffer = Buffer.from(text).subarray(0, Math.max(0, bytes));
  // a cut inside a multi-byte character leaves a replacement character at the end: drop it
  return buffer.toString('utf8').replace(/\uFFFD+$/, '');
}

/** A line cut to the per-line cap with a marker, so one minified line cannot fill a result. */
export function clipLine(line: string): string {
  return line.length > AGENTIC_LIMITS.lineChars ? `${line.slice(0, AGENTIC_LIMITS.lineChars)} … [line cut]` : line;
}

/** Quoted for the sandbox's shell: one word, nothing inside expanded. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, "'\\''")}'`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
