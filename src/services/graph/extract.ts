/**
 * Extraction of one file: run the language's definition and reference queries over the syntax tree, nest the
 * definitions by their ranges, attribute each reference and each decision point to the innermost definition
 * around it, and keep the result as a FileExtract (names only; resolution to nodes happens over all files).
 */
import { Query, type Node, type QueryMatch } from 'web-tree-sitter';
import { grammar, parseSource, type CodeLanguage } from '../../infra/tree-sitter/index.js';
import { specFor } from './languages/index.js';
import { typeName, unquote, type LanguageSpec } from './languages/spec.js';
import { NODE_TYPES, type FileExtract, type LocalDef, type LocalRef, type LocalTyping, type NodeType, type RefKind } from './model.js';

interface Compiled {
  spec: LanguageSpec;
  defs: Query;
  refs: Query;
  typings: Query | null;
  branches: Set<string>;
  logical: Set<string>;
  comments: Set<string>;
}

const compiled = new Map<CodeLanguage, Promise<Compiled>>();

async function compile(language: CodeLanguage, spec: LanguageSpec): Promise<Compiled> {
  const lang = await grammar(language);
  return {
    spec,
    defs: new Query(lang, spec.defs),
    refs: new Query(lang, spec.refs),
    typings: spec.typings ? new Query(lang, spec.typings) : null,
    branches: new Set(spec.branches),
    logical: new Set(spec.logical),
    comments: new Set(spec.comments),
  };
}

function compiledFor(language: CodeLanguage): Promise<Compiled> | null {
  const spec = specFor(language);
  if (!spec) return null;
  let pending = compiled.get(language);
  if (!pending) {
    pending = compile(language, spec);
    compiled.set(language, pending);
  }
  return pending;
}

/** When one node matches several definition patterns, the more specific reading wins. */
const PRIORITY: Record<NodeType, number> = {
  Route: 0, Test: 1, Decorator: 2, Class: 3, Interface: 4, Enum: 5, Type: 6, Function: 7, Module: 8, Variable: 9, Comment: 10, File: 11,
};
const NODE_TYPE_SET = new Set<string>(NODE_TYPES);
const NOT_EXPORTABLE = new Set<NodeType>(['Comment', 'Decorator', 'Route', 'Test']);
const WRAPPERS = new Set(['export_statement', 'decorated_definition']);
const SKIP_BEFORE_DOC = new Set(['attribute_item', 'decorator']);

interface Draft {
  node: Node;
  start: number;
  end: number;
  type: NodeType;
  name: string;
  owner?: string;
  target?: Node;
  handler?: string;
  documents?: Draft;
  /** Last node of a multi-line comment run. */
  endNode?: Node;
  index: number;
  parent: Draft | null;
}

interface DraftRef {
  anchor: Node;
  kind: RefKind;
  name: string;
  receiver?: string;
  owner?: string;
}

const ROUTE_METHOD: Record<string, string> = { handlefunc: 'ANY', handle: 'ANY', route: 'ANY', all: 'ANY', requestmapping: 'ANY', use: 'ANY' };

function routeName(method: string, path: string): string {
  const m = method.replace(/Mapping$/, '').toLowerCase();
  return `${ROUTE_METHOD[m] ?? m.toUpperCase()} ${path}`;
}

function capture(match: QueryMatch, name: string): Node | undefined {
  return match.captures.find((c) => c.name === name)?.node;
}

function draftOf(match: QueryMatch): Draft | null {
  const def = match.captures.find((c) => c.name.startsWith('def.'));
  if (!def) return null;
  const type = def.name.slice(4);
  if (!NODE_TYPE_SET.has(type)) return null;
  const nameNode = capture(match, 'name');
  const method = capture(match, 'route.method');
  const path = capture(match, 'route.path');
  let name: string;
  if (type === 'Route') {
    if (!path) return null;
    name = routeName(method?.text ?? 'ANY', unquote(path.text));
  } else if (nameNode) {
    name = type === 'Test' ? unquote(nameNode.text) : nameNode.text;
  } else return null;
  if (!name) return null;
  const draft: Draft = { node: def.node, start: def.node.startIndex, end: def.node.endIndex, type: type as NodeType, name, index: -1, parent: null };
  const owner = capture(match, 'owner');
  if (owner) draft.owner = owner.text;
  const target = capture(match, 'target');
  if (target) draft.target = target;
  const handler = capture(match, 'handler');
  if (handler) draft.handler = handler.text;
  return draft;
}

function refOf(match: QueryMatch): DraftRef | null {
  const ref = match.captures.find((c) => c.name.startsWith('ref.'));
  const name = capture(match, 'name');
  if (!ref || !name) return null;
  const draft: DraftRef = { anchor: ref.node, kind: ref.name.slice(4) as RefKind, name: name.text };
  const receiver = capture(match, 'receiver');
  if (receiver) {
    // whitespace is noise in a chain, except after `new` (`new Foo().bar()`: a Foo)
    const compact = receiver.text.replace(/^new\s+/, '').replace(/\s+/g, '');
    draft.receiver = /^new\s/.test(receiver.text) ? `new ${compact}` : compact;
  }
  const owner = capture(match, 'owner');
  if (owner) draft.owner = owner.text;
  return draft;
}

function signatureOf(node: Node, type: NodeType): string {
  const body = node.childForFieldName('body');
  let text = body && type !== 'Class' && type !== 'Interface' && type !== 'Enum' ? node.text.slice(0, body.startIndex - node.startIndex) : node.text.split('\n')[0]!;
  if (type === 'Class' || type === 'Interface' || type === 'Enum') text = text.replace(/\{\s*$/, '');
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}

function commentTitle(text: string): string {
  const line = text
    .split('\n')
    .map((l) => l.replace(/^\s*(\/\/\/?|\/\*\*?|\*\/|\*|#|"""|''')\s?/, '').replace(/\*\/\s*$/, '').replace(/("""|''')\s*$/, '').trim())
    .find((l) => l.length > 0);
  const title = line ?? 'comment';
  return title.length > 80 ? `${title.slice(0, 77)}...` : title;
}

/** The doc comment lines right above a definition (skipping attributes and decorators), as one range. */
function docCommentBefore(node: Node, comments: Set<string>): { start: Node; end: Node } | null {
  let outer = node;
  while (outer.parent && WRAPPERS.has(outer.parent.type)) outer = outer.parent;
  let prev = outer.previousNamedSibling;
  let below = outer;
  while (prev && SKIP_BEFORE_DOC.has(prev.type)) {
    below = prev;
    prev = prev.previousNamedSibling;
  }
  if (!prev || !comments.has(prev.type) || prev.endPosition.row < below.startPosition.row - 1) return null;
  const end = prev;
  let start = prev;
  for (let p = prev.previousNamedSibling; p && comments.has(p.type) && p.endPosition.row >= start.startPosition.row - 1; p = p.previousNamedSibling) start = p;
  return { start, end };
}

/** Positions of decision points (cyclomatic complexity), in document order. */
function decisionPoints(root: Node, c: Compiled): number[] {
  const points: number[] = [];
  const cursor = root.walk();
  let descending = true;
  for (;;) {
    if (descending) {
      const type = cursor.nodeType;
      if (c.branches.has(type)) points.push(cursor.startIndex);
      else if (c.logical.has(type) && cursor.nodeIsNamed === false) points.push(cursor.startIndex);
      if (cursor.gotoFirstChild()) continue;
    }
    if (cursor.gotoNextSibling()) {
      descending = true;
      continue;
    }
    if (!cursor.gotoParent()) break;
    descending = false;
  }
  cursor.delete();
  return points;
}

/** Drafts sorted outermost first; each point gets the innermost draft around it (or null: the file). */
function innermost(drafts: Draft[], points: number[]): Array<Draft | null> {
  const out: Array<Draft | null> = [];
  const stack: Draft[] = [];
  let next = 0;
  for (const p of points) {
    while (next < drafts.length && drafts[next]!.start <= p) {
      const d = drafts[next++]!;
      while (stack.length > 0 && stack[stack.length - 1]!.end <= d.start) stack.pop();
      stack.push(d);
    }
    while (stack.length > 0 && stack[stack.length - 1]!.end <= p) stack.pop();
    out.push(stack[stack.length - 1] ?? null);
  }
  return out;
}

/** Extracts one file; null when the language has no graph support or the text does not parse. */
export async function extractFile(language: CodeLanguage, text: string): Promise<FileExtract | null> {
  const pending = compiledFor(language);
  if (!pending) return null;
  const c = await pending;
  const tree = await parseSource(language, text);
  if (!tree) return null;
  try {
    return build(c, tree.rootNode, text);
  } finally {
    tree.delete();
  }
}

function build(c: Compiled, root: Node, text: string): FileExtract {
  const { spec } = c;
  // definitions, one per node (the most specific reading)
  const byNode = new Map<number, Draft>();
  for (const match of c.defs.matches(root)) {
    const draft = draftOf(match);
    if (!draft) continue;
    const seen = byNode.get(draft.node.id);
    const richer = seen && PRIORITY[draft.type] === PRIORITY[seen.type] && ((draft.owner && !seen.owner) || (draft.target && !seen.target) || (draft.handler && !seen.handler));
    if (!seen || PRIORITY[draft.type] < PRIORITY[seen.type] || richer) byNode.set(draft.node.id, draft);
  }
  const drafts = [...byNode.values()];
  // doc comments (above a definition, or a docstring inside it)
  for (const d of [...drafts]) {
    if (d.type === 'Comment' || d.type === 'Decorator' || d.type === 'Route') continue;
    const above = docCommentBefore(d.node, c.comments);
    const inside = above ? null : spec.docstring?.(d.node);
    if (above) {
      const body = text.slice(above.start.startIndex, above.end.endIndex);
      drafts.push({ node: above.start, start: above.start.startIndex, end: above.end.endIndex, type: 'Comment', name: commentTitle(body), documents: d, endNode: above.end, index: -1, parent: null });
    } else if (inside) {
      drafts.push({ node: inside, start: inside.startIndex, end: inside.endIndex, type: 'Comment', name: commentTitle(inside.text), documents: d, index: -1, parent: null });
    }
  }
  drafts.sort((a, b) => a.start - b.start || b.end - a.end);
  const stack: Draft[] = [];
  drafts.forEach((d, i) => {
    d.index = i;
    while (stack.length > 0 && !(stack[stack.length - 1]!.start <= d.start && d.end <= stack[stack.length - 1]!.end)) stack.pop();
    d.parent = stack[stack.length - 1] ?? null;
    stack.push(d);
  });
  fixParents(drafts);

  const byNodeId = new Map<number, Draft>(drafts.map((d) => [d.node.id, d]));
  const exportNames = spec.exportNames?.(root) ?? new Set<string>();
  const keys = new Map<string, number>();
  const defs: LocalDef[] = drafts.map((d) => {
    const parent = d.parent;
    const base = d.owner ? `${d.owner}.${d.name}` : parent && parent.type !== 'Comment' ? `${keyOf(parent)}.${d.name}` : d.name;
    const n = (keys.get(base) ?? 0) + 1;
    keys.set(base, n);
    const key = n === 1 ? base : `${base}#${n}`;
    (d as Draft & { key?: string }).key = key;
    const member = (parent !== null && (parent.type === 'Class' || parent.type === 'Interface' || parent.type === 'Enum') && (d.type === 'Function' || d.type === 'Variable' || d.type === 'Test')) || d.owner !== undefined;
    const def: LocalDef = {
      type: d.type,
      name: d.name,
      key,
      start_line: d.node.startPosition.row + 1,
      end_line: (d.endNode ?? d.node).endPosition.row + 1,
      signature: d.type === 'Comment' ? '' : signatureOf(d.node, d.type),
      exported: false,
      complexity: 1,
      parent: parent ? parent.index : -1,
      member,
    };
    if (d.owner) def.owner = d.owner;
    return def;
  });
  drafts.forEach((d, i) => {
    defs[i]!.exported = !NOT_EXPORTABLE.has(d.type) && spec.exported(d.node, d.name, d.type, d.parent === null || d.parent.type === 'Module', exportNames);
  });

  // complexity: one plus each decision point whose innermost definition is this one
  const points = decisionPoints(root, c);
  innermost(drafts, points).forEach((d) => {
    if (d) defs[d.index]!.complexity += 1;
  });

  // references
  const refs: LocalRef[] = [];
  const refDrafts: DraftRef[] = [];
  for (const match of c.refs.matches(root)) {
    const r = refOf(match);
    if (r && !byNodeId.has(r.anchor.id)) refDrafts.push(r);
    else if (r && byNodeId.get(r.anchor.id)?.type === 'Function') refDrafts.push(r); // `new` inside a field initializer etc.
  }
  refDrafts.sort((a, b) => a.anchor.startIndex - b.anchor.startIndex);
  const seen = new Set<string>();
  innermost(drafts, refDrafts.map((r) => r.anchor.startIndex)).forEach((d, i) => {
    const r = refDrafts[i]!;
    let from = d ? d.index : -1;
    // a Comment or Decorator is never the user of a name: its enclosing definition is
    while (from >= 0 && (defs[from]!.type === 'Comment')) from = defs[from]!.parent;
    const ref: LocalRef = { from, kind: r.kind, name: r.name };
    if (r.receiver) ref.receiver = r.receiver;
    if (r.owner) ref.owner = r.owner;
    const dedupe = `${from}\0${r.kind}\0${r.name}\0${r.receiver ?? ''}\0${r.owner ?? ''}`;
    if (seen.has(dedupe)) return;
    seen.add(dedupe);
    refs.push(ref);
  });
  for (const d of drafts) {
    if (d.documents) refs.push({ from: d.index, kind: 'documents', name: d.documents.name, target: d.documents.index });
    if (d.target) {
      const t = byNodeId.get(d.target.id) ?? drafts.find((x) => x.start >= d.target!.startIndex && x.end <= d.target!.endIndex && x !== d && x.type !== 'Comment' && x.type !== 'Decorator');
      if (t) refs.push({ from: d.index, kind: d.type === 'Decorator' ? 'decorates' : 'call', name: t.name, target: t.index });
    }
    if (d.handler) refs.push({ from: d.index, kind: 'call', name: d.handler.replace(/^.*[.:]/, ''), ...(d.handler.includes('.') ? { receiver: d.handler.replace(/[.:][^.:]*$/, '') } : {}) });
  }
  const typings = c.typings ? collectTypings(c.typings, root, drafts, defs) : [];
  return {
    language: spec.language,
    pkg: spec.pkg?.(root) ?? null,
    lines: text.length === 0 ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0),
    defs,
    refs,
    imports: spec.imports(root),
    ...(typings.length > 0 ? { typings } : {}),
  };
}

const CONTAINER_TYPES = new Set<NodeType>(['Class', 'Interface', 'Enum']);

/** Variable, parameter and field types, and declared return types (set on the definitions). */
function collectTypings(query: Query, root: Node, drafts: Draft[], defs: LocalDef[]): LocalTyping[] {
  const found: Array<{ anchor: Node; kind: 'var' | 'field' | 'returns'; name?: string; type?: string; call?: string; via?: string }> = [];
  for (const match of query.matches(root)) {
    const anchor = match.captures.find((x) => x.name === 'var' || x.name === 'field' || x.name === 'returns');
    if (!anchor) continue;
    const typeNode = capture(match, 'type');
    const type = typeNode ? typeName(typeNode.text) : null;
    const call = capture(match, 'call')?.text.replace(/\s+/g, '');
    const name = capture(match, 'name')?.text;
    if (!type && !call) continue;
    const via = capture(match, 'via') ? name : undefined;
    found.push({ anchor: anchor.node, kind: anchor.name as 'var' | 'field' | 'returns', ...(name ? { name } : {}), ...(type ? { type } : {}), ...(call ? { call } : {}), ...(via ? { via } : {}) });
  }
  found.sort((a, b) => a.anchor.startIndex - b.anchor.startIndex);
  const out: LocalTyping[] = [];
  innermost(drafts, found.map((f) => f.anchor.startIndex)).forEach((d, i) => {
    const f = found[i]!;
    if (f.kind === 'returns') {
      if (d && f.type && defs[d.index]!.returns === undefined) defs[d.index]!.returns = f.type;
      return;
    }
    if (!f.name) return;
    if (f.kind === 'var') {
      out.push({ scope: d ? d.index : -1, name: f.name, ...(f.type ? { type: f.type } : {}), ...(f.call ? { call: f.call } : {}), ...(f.via ? { via: f.via } : {}) });
      return;
    }
    let owner: Draft | null = d;
    while (owner && !CONTAINER_TYPES.has(owner.type)) owner = owner.parent;
    const ownerName = owner ? owner.name : d?.owner;
    if (ownerName) out.push({ scope: -1, owner: ownerName, name: f.name, ...(f.type ? { type: f.type } : {}), ...(f.call ? { call: f.call } : {}) });
  });
  return out;
}

function keyOf(d: Draft): string {
  return (d as Draft & { key?: string }).key ?? d.name;
}

/** A Decorator or Comment never contains the definitions after it; fix what range nesting cannot tell. */
function fixParents(drafts: Draft[]): void {
  for (const d of drafts) {
    while (d.parent && (d.parent.type === 'Comment' || (d.parent.type === 'Decorator' && d.type !== 'Function'))) d.parent = d.parent.parent;
  }
}
