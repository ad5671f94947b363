/**
 * Code-aware chunks of a file: with a tree-sitter grammar, each top-level definition of a few lines or more is a
 * chunk of its own (with the comments just above it), small neighbours are grouped, and a definition too long for
 * one chunk is split at its members (methods of a class, statements of a body). Without a grammar, or when
 * parsing fails, overlapping line windows. Lines are 1-based and inclusive.
 */
import { codeLanguageOf, parseSource } from '../../infra/tree-sitter/index.js';

export interface Chunk {
  startLine: number;
  endLine: number;
  text: string;
}

export const CHUNK_LIMITS = {
  /** A chunk longer than this is split. */
  maxLines: 80,
  maxChars: 4000,
  /** Definitions at least this long start a chunk of their own. */
  ownChunkLines: 4,
  /** Line windows for text without a grammar. */
  windowLines: 50,
  windowOverlap: 10,
  /** Files larger than this are windowed without parsing (parsing cost grows with size). */
  parseMaxBytes: 512 * 1024,
  /** A line longer than this marks a file as minified: windowed, not parsed. */
  minifiedLineChars: 1000,
  /** Text of one chunk given to the embedder (a minified line can be huge). */
  embedChars: 8000,
};

interface Span {
  start: number; // 0-based row
  end: number; // 0-based row, inclusive
}

/** The subset of web-tree-sitter's Node used here. */
interface SyntaxNode {
  type: string;
  startPosition: { row: number };
  endPosition: { row: number; column: number };
  namedChildren: Array<SyntaxNode | null>;
  childForFieldName(name: string): SyntaxNode | null;
}

export async function chunkFile(path: string, text: string): Promise<Chunk[]> {
  if (text.trim() === '') return [];
  const lines = text.split('\n');
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  const language = codeLanguageOf(path);
  let spans: Span[] | null = null;
  // minified or generated code (very long lines): parsing costs much and finds no useful boundaries
  const minified = lines.some((line) => line.length > CHUNK_LIMITS.minifiedLineChars);
  if (language && text.length <= CHUNK_LIMITS.parseMaxBytes && !minified) {
    try {
      const tree = await parseSource(language, text);
      if (tree) {
        try {
          spans = splitChildren(tree.rootNode as unknown as SyntaxNode, lines);
        } finally {
          tree.delete();
        }
      }
    } catch {
      spans = null; // a grammar that fails to load or parse: fall back to windows
    }
  }
  spans ??= windows(0, lines.length - 1);
  return spans
    .flatMap((s) => (s.end - s.start + 1 > CHUNK_LIMITS.maxLines || charsOf(lines, s) > CHUNK_LIMITS.maxChars * 2 ? windows(s.start, s.end) : [s]))
    .map((s) => ({ startLine: s.start + 1, endLine: s.end + 1, text: lines.slice(s.start, s.end + 1).join('\n') }))
    .filter((c) => c.text.trim() !== '');
}

function charsOf(lines: string[], span: Span): number {
  let n = 0;
  for (let i = span.start; i <= span.end; i++) n += lines[i]!.length + 1;
  return n;
}

function windows(start: number, end: number): Span[] {
  const out: Span[] = [];
  const { windowLines, windowOverlap } = CHUNK_LIMITS;
  for (let s = start; s <= end; s += windowLines - windowOverlap) {
    out.push({ start: s, end: Math.min(end, s + windowLines - 1) });
    if (s + windowLines - 1 >= end) break;
  }
  return out;
}

const isComment = (n: SyntaxNode) => n.type.includes('comment');

/** The part of a node that holds its members (class body, function body), if any. */
function bodyOf(node: SyntaxNode): SyntaxNode | null {
  const body = node.childForFieldName('body') ?? node.childForFieldName('declaration')?.childForFieldName('body') ?? null;
  if (body && body.namedChildren.length > 0) return body;
  // export statements, decorated definitions: the wrapped definition's body
  for (const child of node.namedChildren) {
    if (!child || isComment(child)) continue;
    const inner = child.childForFieldName('body');
    if (inner && inner.namedChildren.length > 0) return inner;
  }
  return null;
}

/** Chunks of the children of `parent`, covering rows in order; long children are split at their members. */
function splitChildren(parent: SyntaxNode, lines: string[]): Span[] {
  const out: Span[] = [];
  let group: Span | null = null;
  let pendingComment: number | null = null;
  const flush = () => {
    if (group) out.push(group);
    group = null;
  };
  for (const child of parent.namedChildren) {
    if (!child) continue;
    const start = child.startPosition.row;
    const end = child.endPosition.column === 0 && child.endPosition.row > start ? child.endPosition.row - 1 : child.endPosition.row;
    if (isComment(child)) {
      pendingComment ??= start;
      continue;
    }
    const from = pendingComment ?? start;
    pendingComment = null;
    const length = end - from + 1;
    if (length > CHUNK_LIMITS.maxLines) {
      flush();
      const body = bodyOf(child);
      if (body) {
        const inner = splitChildren(body, lines);
        // the header (signature, class line) goes with the first member's chunk
        if (inner.length > 0) {
          inner[0] = { start: from, end: inner[0]!.end };
          inner[inner.length - 1] = { start: inner[inner.length - 1]!.start, end };
          out.push(...inner);
          continue;
        }
      }
      out.push({ start: from, end });
      continue;
    }
    if (length >= CHUNK_LIMITS.ownChunkLines) {
      flush();
      out.push({ start: from, end });
      continue;
    }
    // small neighbours (imports, constants) share a chunk up to the size limit
    if (group && end - group.start + 1 <= CHUNK_LIMITS.maxLines) group = { start: group.start, end };
    else {
      flush();
      group = { start: from, end };
    }
  }
  flush();
  if (pendingComment !== null) out.push({ start: pendingComment, end: Math.max(pendingComment, lines.length - 1) });
  // cover the whole file when the grammar produced nothing useful
  if (out.length === 0 && lines.length > 0) return windows(0, lines.length - 1);
  return out;
}
