/**
 * From per-file extracts to one graph: node ids, then every reference resolved to a node.
 *
 * A name is looked for, in order: the target extraction already knew; members of `this`/`self`'s class (and its
 * ancestors); a module alias (`ns.f`, `pkg.F`, `crate::m::f`); a class name (`A.f`); the enclosing class's
 * members; the same file; the names the file imports; the same package (Go directory, Java package). Only
 * then the whole repository, and only when the name is unique there, or unique among the files this one
 * imports. Anything still ambiguous stays unresolved: no edge rather than a wrong edge.
 */
import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import { resolveModule as resolveModuleUncached, type FileIndex } from './modules.js';
import type { EdgeType, FileExtract, GraphEdge, GraphNode, LocalDef, LocalRef, LocalTyping, NodeType } from './model.js';

export interface FileInput {
  path: string;
  blob_sha: string;
  extract: FileExtract;
}

export interface BuiltGraph {
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** Which file each edge was resolved from (its source's file), for per-file storage. */
  edgeFile: string[];
}

export function nodeId(path: string, key: string): string {
  return createHash('sha1').update(path).update('\0').update(key).digest('hex').slice(0, 16);
}

const CALLABLE = new Set<NodeType>(['Function', 'Class']);
const TYPES = new Set<NodeType>(['Class', 'Interface', 'Enum', 'Type']);
const CONTAINERS = new Set<NodeType>(['Class', 'Interface', 'Enum']);
const NAMED = new Set<NodeType>(['Function', 'Class', 'Interface', 'Enum', 'Type', 'Variable', 'Module']);

interface Def {
  node: GraphNode;
  local: LocalDef;
  file: FileState;
  index: number;
}

interface FileState {
  input: FileInput;
  fileNode: GraphNode;
  defs: Def[];
  /** Top-level names (and module-level in Python/Go/Rust/Java). */
  top: Map<string, Def[]>;
  /** Every def by name in this file. */
  all: Map<string, Def[]>;
  /** Local name → imported defs or module files. */
  scope: Map<string, { defs: Def[]; modules: string[] }>;
  importedFiles: Set<string>;
  /** Typed variables and parameters: scope (def index, -1 the file) → name → typing. */
  vars: Map<number, Map<string, LocalTyping>>;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function kindFilter(kind: LocalRef['kind']): (t: NodeType) => boolean {
  switch (kind) {
    case 'call':
      return (t) => CALLABLE.has(t);
    case 'new':
      return (t) => t === 'Class' || t === 'Function';
    case 'extends':
    case 'implements':
      return (t) => t === 'Class' || t === 'Interface';
    case 'type':
    case 'returns':
      return (t) => TYPES.has(t);
    case 'throws':
      return (t) => t === 'Class';
    case 'read':
    case 'write':
      return (t) => t === 'Variable';
    default:
      return () => true;
  }
}

const EDGE_OF: Record<LocalRef['kind'], EdgeType> = {
  call: 'CALLS', new: 'CALLS', extends: 'EXTENDS', implements: 'IMPLEMENTS', type: 'USES_TYPE', returns: 'RETURNS_TYPE',
  throws: 'THROWS', read: 'READS', write: 'WRITES', decorates: 'DECORATES', documents: 'DOCUMENTS',
};

/** A value of a type declared outside the repository (a library's, the runtime's). */
const EXTERNAL = Symbol('external');

/** `this.#a.b()?.c!` → [this, #a, b(), c]; null for what is not a plain chain (indexing, literals). */
function splitChain(text: string): Array<{ name: string; call: boolean; isNew?: boolean }> | null {
  const out: Array<{ name: string; call: boolean; isNew?: boolean }> = [];
  // `new X(…)` as the start of a chain: a value of type X
  const isNew = /^new [A-Za-z_$]/.test(text);
  if (isNew) text = text.slice(4);
  let depth = 0;
  let cur = '';
  let call = false;
  const flush = () => {
    const name = cur.replace(/[?!]+$/, '');
    if (!/^[#A-Za-z_$][\w$]*$/.test(name)) return false;
    out.push({ name, call, ...(isNew && out.length === 0 ? { isNew: true } : {}) });
    cur = '';
    call = false;
    return true;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '(') {
      if (depth === 0) call = true;
      depth++;
      continue;
    }
    if (ch === ')') {
      depth--;
      continue;
    }
    if (depth > 0) continue;
    if (ch === '[' || ch === '"' || ch === "'" || ch === '`') return null;
    if (ch === '.' || (ch === ':' && text[i + 1] === ':')) {
      if (!flush()) return null;
      if (ch === ':') i++;
      continue;
    }
    cur += ch;
  }
  return flush() ? out : null;
}

/** The nodes of one file (its File node first), which depend on nothing but the file: stored extracts give them back. */
export function fileNodes(input: FileInput): GraphNode[] {
  const { path, extract } = input;
  const file: GraphNode = {
    id: nodeId(path, ''), type: 'File', name: path, file_path: path, blob_sha: input.blob_sha, start_line: 1, end_line: Math.max(1, extract.lines),
    signature: '', language: extract.language, exported: false, complexity: 0, community_id: null,
  };
  return [
    file,
    ...extract.defs.map((local): GraphNode => ({
      id: nodeId(path, local.key), type: local.type, name: local.name, file_path: path, blob_sha: input.blob_sha,
      start_line: local.start_line, end_line: local.end_line, signature: local.signature, language: extract.language,
      exported: local.exported, complexity: local.type === 'Function' || local.type === 'Test' || local.type === 'Route' ? local.complexity : 0, community_id: null,
    })),
  ];
}

export function buildGraph(inputs: FileInput[]): BuiltGraph {
  const files = new Map<string, FileState>();
  const index: FileIndex = { paths: new Set(), dirs: new Map(), packages: new Map() };
  const global = new Map<string, Def[]>();
  for (const input of inputs) {
    const { path, extract } = input;
    index.paths.add(path);
    push(index.dirs, posix.dirname(path) === '.' ? '' : posix.dirname(path), path);
    if (extract.pkg && extract.language === 'java') push(index.packages, extract.pkg, path);
    const [fileNode, ...defNodes] = fileNodes(input);
    if (!fileNode) continue;
    const state: FileState = { input, fileNode, defs: [], top: new Map(), all: new Map(), scope: new Map(), importedFiles: new Set(), vars: new Map() };
    for (const typing of extract.typings ?? []) {
      if (typing.owner !== undefined) continue;
      let scope = state.vars.get(typing.scope);
      if (!scope) state.vars.set(typing.scope, (scope = new Map()));
      if (!scope.has(typing.name)) scope.set(typing.name, typing);
    }
    extract.defs.forEach((local, i) => {
      const node = defNodes[i]!;
      const def: Def = { node, local, file: state, index: i };
      state.defs.push(def);
      if (!NAMED.has(local.type)) return;
      push(state.all, local.name, def);
      const parent = local.parent >= 0 ? extract.defs[local.parent] : undefined;
      if (!local.member && (!parent || parent.type === 'Module')) {
        push(state.top, local.name, def);
        push(global, local.name, def);
      } else push(global, local.name, def);
    });
    files.set(path, state);
  }

  const moduleMemo = new Map<string, string[]>();
  const resolveModule = (idx: FileIndex, language: string, file: string, source: string): string[] => {
    const key = `${language}\0${file}\0${source}`;
    let hit = moduleMemo.get(key);
    if (!hit) moduleMemo.set(key, (hit = resolveModuleUncached(idx, language, file, source)));
    return hit;
  };

  // package mates (Go: one directory; Java: one package) see each other's top-level names
  const matesMemo = new Map<FileState, FileState[]>();
  const packageMates = (f: FileState): FileState[] => {
    let hit = matesMemo.get(f);
    if (!hit) matesMemo.set(f, (hit = packageMatesUncached(f)));
    return hit;
  };
  const packageMatesUncached = (f: FileState): FileState[] => {
    const { language, pkg } = f.input.extract;
    if (language === 'go') return (index.dirs.get(posix.dirname(f.input.path) === '.' ? '' : posix.dirname(f.input.path)) ?? []).map((p) => files.get(p)!).filter((m) => m !== f && m.input.extract.language === 'go');
    if (language === 'java' && pkg) return (index.packages.get(pkg) ?? []).map((p) => files.get(p)!).filter((m) => m !== f);
    return [];
  };

  /** A name as a module exports it, following re-exports (bounded). */
  const exportMemo = new Map<string, Def[]>();
  const exportedFrom = (path: string, name: string, depth = 0): Def[] => {
    const memoKey = `${path}\0${name}`;
    const memo = depth === 0 ? exportMemo.get(memoKey) : undefined;
    if (memo) return memo;
    const found = exportedFromUncached(path, name, depth);
    if (depth === 0) exportMemo.set(memoKey, found);
    return found;
  };
  const exportedFromUncached = (path: string, name: string, depth: number): Def[] => {
    const f = files.get(path);
    if (!f || depth > 4) return [];
    const own = f.top.get(name);
    if (own) return own;
    if (name === 'default') {
      const exported = [...f.top.values()].flat().filter((d) => d.local.exported && (d.local.type === 'Class' || d.local.type === 'Function'));
      if (exported.length === 1) return exported;
    }
    for (const imp of f.input.extract.imports) {
      for (const n of imp.names) {
        if (n.local !== name && n.local !== '*') continue;
        for (const target of resolveModule(index, f.input.extract.language, path, imp.source)) {
          const found = exportedFrom(target, n.local === '*' ? name : n.imported, depth + 1);
          if (found.length > 0) return found;
        }
      }
    }
    return [];
  };

  // import scopes
  for (const f of files.values()) {
    const { language } = f.input.extract;
    for (const imp of f.input.extract.imports) {
      const targets = resolveModule(index, language, f.input.path, imp.source);
      for (const t of targets) f.importedFiles.add(t);
      for (const n of imp.names) {
        if (n.imported === '*') {
          if (n.local === '*') {
            // wildcard: every top-level name of the module becomes visible
            for (const t of targets) for (const [name, defs] of files.get(t)?.top ?? []) f.scope.set(name, { defs, modules: [] });
          } else f.scope.set(n.local, { defs: [], modules: targets });
          continue;
        }
        let defs = targets.flatMap((t) => exportedFrom(t, n.imported));
        let modules: string[] = [];
        if (defs.length === 0) {
          // `from pkg import module`, `use crate::module`: the name is a module
          const sub = language === 'python' ? `${imp.source}${imp.source.endsWith('.') ? '' : '.'}${n.imported}` : language === 'rust' ? `${imp.source}::${n.imported}` : null;
          if (sub) modules = resolveModule(index, language, f.input.path, sub);
          if (language === 'java') defs = (index.packages.get(imp.source) ?? []).flatMap((p) => files.get(p)?.top.get(n.imported) ?? []);
          for (const m of modules) f.importedFiles.add(m);
        }
        if (defs.length > 0 || modules.length > 0) f.scope.set(n.local, { defs, modules });
      }
    }
  }

  const edges: GraphEdge[] = [];
  const edgeFile: string[] = [];
  const seen = new Set<string>();
  const addEdge = (source: GraphNode, target: GraphNode, type: EdgeType, file: string) => {
    if (source.id === target.id && type !== 'CALLS') return;
    const key = `${source.id}>${type}>${target.id}`;
    if (seen.has(key)) return;
    seen.add(key);
    edges.push({ source_id: source.id, target_id: target.id, type });
    edgeFile.push(file);
  };

  const classOf = (d: Def | null): Def | null => {
    for (let cur = d; cur; cur = cur.local.parent >= 0 ? cur.file.defs[cur.local.parent]! : null) {
      if (CONTAINERS.has(cur.local.type)) return cur;
      if (cur.local.owner) return pick(lookupType(cur.file, cur.local.owner));
    }
    return null;
  };
  const pick = (defs: Def[]): Def | null => (defs.length === 1 ? defs[0]! : null);
  const lookupType = (f: FileState, name: string): Def[] => {
    const local = (f.all.get(name) ?? []).filter((d) => TYPES.has(d.local.type));
    if (local.length > 0) return local;
    const scoped = (f.scope.get(name)?.defs ?? []).filter((d) => TYPES.has(d.local.type));
    if (scoped.length > 0) return scoped;
    const mates = packageMates(f).flatMap((m) => (m.top.get(name) ?? []).filter((d) => TYPES.has(d.local.type)));
    if (mates.length > 0) return mates;
    return (global.get(name) ?? []).filter((d) => TYPES.has(d.local.type));
  };

  // members of each container (by the parent chain and by owner name)
  const members = new Map<Def, Map<string, Def[]>>();
  const memberOf = new Map<Def, Def>();
  for (const f of files.values()) {
    for (const d of f.defs) {
      if (!d.local.member) continue;
      const owner = d.local.owner ? pick(lookupType(f, d.local.owner)) : d.local.parent >= 0 ? f.defs[d.local.parent]! : null;
      if (!owner || !CONTAINERS.has(owner.local.type)) continue;
      memberOf.set(d, owner);
      let m = members.get(owner);
      if (!m) members.set(owner, (m = new Map()));
      push(m, d.local.name, d);
    }
  }

  // field types of each container, by the container's name in the same file
  const fields = new Map<Def, Map<string, { typing: LocalTyping; file: FileState }>>();
  for (const f of files.values()) {
    for (const typing of f.input.extract.typings ?? []) {
      if (typing.owner === undefined) continue;
      const owner = pick((f.all.get(typing.owner) ?? []).filter((d) => CONTAINERS.has(d.local.type))) ?? pick(lookupType(f, typing.owner).filter((d) => CONTAINERS.has(d.local.type)));
      if (!owner) continue;
      let m = fields.get(owner);
      if (!m) fields.set(owner, (m = new Map()));
      if (!m.has(typing.name)) m.set(typing.name, { typing, file: f });
    }
  }

  // supertypes, resolved first (member lookup walks them)
  const supers = new Map<Def, Def[]>();
  for (const f of files.values()) {
    for (const r of f.input.extract.refs) {
      if (r.kind !== 'extends' && r.kind !== 'implements') continue;
      const from = r.owner ? pick(lookupType(f, r.owner)) : r.from >= 0 ? f.defs[r.from]! : null;
      const cls = from && CONTAINERS.has(from.local.type) ? from : classOf(from);
      const target = pick(lookupType(f, r.name).filter((d) => d.local.type === 'Class' || d.local.type === 'Interface'));
      if (cls && target && cls !== target) push(supers, cls, target);
    }
  }
  const findMember = (cls: Def, name: string, ok: (t: NodeType) => boolean, depth = 0): Def[] => {
    const own = (members.get(cls)?.get(name) ?? []).filter((d) => ok(d.local.type));
    if (own.length > 0 || depth > 5) return own;
    for (const s of supers.get(cls) ?? []) {
      const found = findMember(s, name, ok, depth + 1);
      if (found.length > 0) return found;
    }
    return [];
  };

  const findField = (cls: Def, name: string, depth = 0): { typing: LocalTyping; file: FileState } | null => {
    const own = fields.get(cls)?.get(name);
    if (own || depth > 5) return own ?? null;
    for (const s of supers.get(cls) ?? []) {
      const found = findField(s, name, depth + 1);
      if (found) return found;
    }
    return null;
  };
  const selfWordsOf = (language: string) => (language === 'python' ? ['self', 'cls'] : language === 'rust' ? ['self', 'Self'] : ['this']);
  const containerNamed = (f: FileState, name: string | undefined): Def | null => (name ? pick(lookupType(f, name).filter((d) => CONTAINERS.has(d.local.type))) : null);

  /** The class or interface a typing says a value is (a type name, or the result of a call). */
  const typeOfTyping = (f: FileState, from: Def | null, typing: LocalTyping, depth: number): Def | null | typeof EXTERNAL => {
    if (typing.via && typing.type) {
      const holder = containerNamed(f, typing.type);
      const field = holder ? findField(holder, typing.via) : null;
      return field && depth <= 6 ? typeOfTyping(field.file, null, field.typing, depth + 1) : null;
    }
    if (typing.type) return containerNamed(f, typing.type) ?? (lookupType(f, typing.type).length === 0 ? EXTERNAL : null);
    if (!typing.call || depth > 6) return null;
    const dot = Math.max(typing.call.lastIndexOf('.'), typing.call.lastIndexOf('::'));
    const name = dot >= 0 ? typing.call.slice(typing.call[dot] === ':' ? dot + 2 : dot + 1) : typing.call;
    const receiver = dot >= 0 ? typing.call.slice(0, dot) : undefined;
    const callee = pick(resolveRef(f, from, { from: from ? from.index : -1, kind: 'call', name, ...(receiver ? { receiver } : {}) }, depth + 1));
    if (!callee) return null;
    if (CONTAINERS.has(callee.local.type)) return callee;
    if (name === 'new' && callee.local.returns === 'Self') return memberOf.get(callee) ?? null;
    const returns = callee.local.returns === 'Self' ? memberOf.get(callee)?.local.name : callee.local.returns;
    return containerNamed(callee.file, returns) ?? (returns && lookupType(callee.file, returns).length === 0 ? EXTERNAL : null);
  };

  /** The class or interface an expression like `this.#store.repos` or `makeX().y` evaluates to, when it can be told. */
  const typeOfChain = (f: FileState, from: Def | null, text: string, depth: number): Def | null | typeof EXTERNAL => {
    const segs = splitChain(text);
    if (!segs || segs.length === 0 || depth > 6) return null;
    const [first, ...rest] = segs;
    let cur: Def | null | typeof EXTERNAL;
    if (first!.isNew) cur = typeOfTyping(f, from, { scope: -1, name: '', type: first!.name }, depth + 1);
    else if (selfWordsOf(f.input.extract.language).includes(first!.name)) cur = classOf(from);
    else if (first!.call) cur = typeOfTyping(f, from, { scope: -1, name: '', call: first!.name }, depth + 1);
    else {
      let typing: LocalTyping | undefined;
      for (let d = from; d && !typing; d = d.local.parent >= 0 ? d.file.defs[d.local.parent]! : null) typing = f.vars.get(d.index)?.get(first!.name);
      typing ??= f.vars.get(-1)?.get(first!.name);
      cur = typing ? typeOfTyping(f, from, typing, depth + 1) : null;
    }
    for (const seg of rest) {
      if (!cur || cur === EXTERNAL) return cur;
      if (seg.call) {
        const method = pick(findMember(cur, seg.name, (t) => t === 'Function'));
        const returns = method ? (method.local.returns === 'Self' ? cur.local.name : method.local.returns) : undefined;
        cur = method && returns ? containerNamed(method.file, returns) ?? (lookupType(method.file, returns).length === 0 ? EXTERNAL : null) : null;
      } else {
        const field = findField(cur, seg.name);
        cur = field ? typeOfTyping(field.file, null, field.typing, depth + 1) : null;
      }
    }
    return cur;
  };

  const resolveRef = (f: FileState, from: Def | null, r: LocalRef, depth = 0): Def[] => {
    const ok = kindFilter(r.kind);
    const { language } = f.input.extract;
    const selfWords = selfWordsOf(language);
    if (r.name === 'super' && r.receiver === undefined) {
      const cls = classOf(from);
      return cls ? (supers.get(cls) ?? []).slice(0, 1) : [];
    }
    if (r.receiver !== undefined) {
      if (selfWords.includes(r.receiver)) {
        const cls = classOf(from);
        return cls ? findMember(cls, r.name, ok) : [];
      }
      if (r.receiver === 'super') {
        const cls = classOf(from);
        for (const s of cls ? supers.get(cls) ?? [] : []) {
          const found = findMember(s, r.name, ok);
          if (found.length > 0) return found;
        }
        return [];
      }
      const alias = f.scope.get(r.receiver);
      let modules = alias?.modules ?? [];
      if (language === 'rust' && modules.length === 0 && /^(crate|self|super)(::|$)/.test(r.receiver)) modules = resolveModule(index, 'rust', f.input.path, r.receiver);
      if (language === 'rust' && modules.length === 0 && r.receiver.includes('::')) {
        const [head, ...rest] = r.receiver.split('::');
        const base = f.scope.get(head!)?.modules ?? [];
        for (const m of base) modules = [...modules, ...resolveModule(index, 'rust', m, `self::${rest.join('::')}`)];
      }
      if (language === 'python' && modules.length === 0 && r.receiver.includes('.')) modules = f.scope.get(r.receiver.split('.')[0]!)?.modules.length ? resolveModule(index, 'python', f.input.path, r.receiver) : [];
      if (modules.length > 0) return modules.flatMap((m) => exportedFrom(m, r.name)).filter((d) => ok(d.local.type) || (r.kind === 'call' && d.local.type === 'Function'));
      // a class (static member, or Rust `Type::new`)
      const classes = /^[A-Za-z_$][\w$]*$/.test(r.receiver) ? lookupType(f, r.receiver).filter((d) => CONTAINERS.has(d.local.type)) : [];
      if (classes.length === 1) {
        const found = findMember(classes[0]!, r.name, ok);
        if (found.length > 0) return found;
      }
      // a value whose type the code states (annotations, `new`, declared return types)
      const typed = depth <= 6 ? typeOfChain(f, from, r.receiver, depth + 1) : null;
      // a library type (Map, a stream, a child process): its members are not in this repository
      if (typed === EXTERNAL) return [];
      if (typed) {
        const found = findMember(typed, r.name, ok);
        if (found.length > 0) return found;
      }
      // an object of unknown type: the only member of that name in this file or the files it imports
      const mates = new Set(packageMates(f));
      const candidates = (global.get(r.name) ?? []).filter((d) => d.local.member && ok(d.local.type) && (d.file === f || mates.has(d.file) || f.importedFiles.has(d.file.input.path)));
      return candidates.length === 1 ? candidates : [];
    }
    if (r.kind === 'read' || r.kind === 'write') {
      // plain names: a local variable shadows nothing we track, so only module-level variables and fields count
      const own = (f.top.get(r.name) ?? []).filter((d) => ok(d.local.type));
      if (own.length > 0) return own;
      const scoped = (f.scope.get(r.name)?.defs ?? []).filter((d) => ok(d.local.type));
      if (scoped.length > 0) return scoped;
      const mates = packageMates(f).flatMap((m) => (m.top.get(r.name) ?? []).filter((d) => ok(d.local.type)));
      return mates.length === 1 ? mates : [];
    }
    // members of the enclosing class (Java's unqualified calls, Python class bodies)
    const cls = classOf(from);
    if (cls && (language === 'java' || language === 'c_sharp')) {
      const found = findMember(cls, r.name, ok);
      if (found.length > 0) return found;
    }
    const own = (f.all.get(r.name) ?? []).filter((d) => ok(d.local.type) && (!d.local.member || d.local.type === 'Class'));
    if (own.length > 0) return nearest(own, from);
    const scoped = f.scope.get(r.name);
    if (scoped && scoped.defs.length > 0) return scoped.defs.filter((d) => ok(d.local.type));
    const mates = packageMates(f).flatMap((m) => (m.top.get(r.name) ?? []).filter((d) => ok(d.local.type)));
    if (mates.length > 0) return mates;
    const candidates = (global.get(r.name) ?? []).filter((d) => !d.local.member && ok(d.local.type));
    return narrow(f, candidates);
  };

  /** Ambiguity: one candidate wins only when it is the only one, or the only one in a file this file imports. */
  const narrow = (f: FileState, candidates: Def[]): Def[] => {
    if (candidates.length <= 1) return candidates;
    const imported = candidates.filter((d) => d.file === f || f.importedFiles.has(d.file.input.path));
    return imported.length === 1 ? imported : [];
  };
  /** Several same-file definitions of a name: the one in the innermost enclosing scope, else the top-level one. */
  const nearest = (defs: Def[], from: Def | null): Def[] => {
    if (defs.length === 1) return defs;
    for (let cur = from; cur; cur = cur.local.parent >= 0 ? cur.file.defs[cur.local.parent]! : null) {
      const inside = defs.filter((d) => d.local.parent === cur!.index);
      if (inside.length === 1) return inside;
    }
    const top = defs.filter((d) => d.local.parent < 0);
    return top.length === 1 ? top : [];
  };

  for (const f of files.values()) {
    const path = f.input.path;
    // structure
    for (const d of f.defs) {
      const parent = d.local.parent >= 0 ? f.defs[d.local.parent]! : null;
      const owner = memberOf.get(d);
      if (owner) addEdge(d.node, owner.node, 'MEMBER_OF', path);
      if (parent && !owner) addEdge(parent.node, d.node, 'CONTAINS', path);
      else if (!parent && !owner) addEdge(f.fileNode, d.node, 'CONTAINS', path);
      if (parent && owner && parent !== owner) addEdge(parent.node, d.node, 'CONTAINS', path);
      if (d.local.exported && !parent) addEdge(f.fileNode, d.node, 'EXPORTS', path);
    }
    for (const t of f.importedFiles) {
      const target = files.get(t);
      if (target && target !== f) addEdge(f.fileNode, target.fileNode, 'IMPORTS', path);
    }
    for (const { defs } of f.scope.values()) for (const d of defs) if (d.file !== f) addEdge(f.fileNode, d.node, 'IMPORTS', path);
    // references
    for (const r of f.input.extract.refs) {
      const from = r.from >= 0 ? f.defs[r.from]! : null;
      const source = r.owner ? pick(lookupType(f, r.owner)) : from;
      const sourceNode = source?.node ?? f.fileNode;
      const targets = r.target !== undefined ? [f.defs[r.target]!] : resolveRef(f, from, r);
      if (targets.length !== 1 && r.kind !== 'read' && r.kind !== 'write') continue;
      for (const t of targets.slice(0, 1)) {
        if ((r.kind === 'read' || r.kind === 'write') && t === from) continue;
        addEdge(sourceNode, t.node, EDGE_OF[r.kind], path);
        if (sourceNode.type === 'Test' && (r.kind === 'call' || r.kind === 'new') && t.node.type !== 'Test') addEdge(sourceNode, t.node, 'TESTS', path);
      }
    }
  }

  // overrides: a member with the name of a member of an ancestor (the nearest one)
  for (const [cls, own] of members) {
    for (const [name, defs] of own) {
      for (const d of defs) {
        if (d.local.type !== 'Function') continue;
        const queue = [...(supers.get(cls) ?? [])];
        const visited = new Set<Def>([cls]);
        while (queue.length > 0) {
          const s = queue.shift()!;
          if (visited.has(s)) continue;
          visited.add(s);
          const hit = (members.get(s)?.get(name) ?? []).filter((x) => x.local.type === 'Function');
          if (hit.length > 0) {
            addEdge(d.node, hit[0]!.node, 'OVERRIDES', d.file.input.path);
            break;
          }
          queue.push(...(supers.get(s) ?? []));
        }
      }
    }
  }

  // Go and Rust traits are satisfied structurally/by impl blocks: a type whose methods cover an interface's implements it
  const interfaces = [...members.keys()].filter((d) => d.local.type === 'Interface' && d.file.input.extract.language === 'go');
  const structs = [...members.keys()].filter((d) => d.local.type === 'Class' && d.file.input.extract.language === 'go');
  for (const i of interfaces) {
    const needed = [...(members.get(i)?.keys() ?? [])];
    if (needed.length === 0) continue;
    for (const s of structs) {
      const has = members.get(s)!;
      if (needed.every((n) => has.has(n))) {
        addEdge(s.node, i.node, 'IMPLEMENTS', s.file.input.path);
        for (const n of needed) addEdge(has.get(n)![0]!.node, members.get(i)!.get(n)![0]!.node, 'OVERRIDES', s.file.input.path);
      }
    }
  }

  const nodes: GraphNode[] = [];
  for (const f of files.values()) {
    nodes.push(f.fileNode);
    for (const d of f.defs) nodes.push(d.node);
  }
  return { nodes, edges, edgeFile };
}
