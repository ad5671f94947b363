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
import { resolveModule, type FileIndex } from './modules.js';
import type { EdgeType, FileExtract, GraphEdge, GraphNode, LocalDef, LocalRef, NodeType } from './model.js';

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
  /** Class/Interface/Enum defs → their members by name. */
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

export function buildGraph(inputs: FileInput[]): BuiltGraph {
  const files = new Map<string, FileState>();
  const index: FileIndex = { paths: new Set(), dirs: new Map(), packages: new Map() };
  const global = new Map<string, Def[]>();
  for (const input of inputs) {
    const { path, extract } = input;
    index.paths.add(path);
    push(index.dirs, posix.dirname(path) === '.' ? '' : posix.dirname(path), path);
    if (extract.pkg && extract.language === 'java') push(index.packages, extract.pkg, path);
    const fileNode: GraphNode = {
      id: nodeId(path, ''), type: 'File', name: path, file_path: path, blob_sha: input.blob_sha, start_line: 1, end_line: Math.max(1, extract.lines),
      signature: '', language: extract.language, exported: false, complexity: 0, community_id: null,
    };
    const state: FileState = { input, fileNode, defs: [], top: new Map(), all: new Map(), scope: new Map(), importedFiles: new Set() };
    extract.defs.forEach((local, i) => {
      const node: GraphNode = {
        id: nodeId(path, local.key), type: local.type, name: local.name, file_path: path, blob_sha: input.blob_sha,
        start_line: local.start_line, end_line: local.end_line, signature: local.signature, language: extract.language,
        exported: local.exported, complexity: local.type === 'Function' || local.type === 'Test' || local.type === 'Route' ? local.complexity : 0, community_id: null,
      };
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

  // package mates (Go: one directory; Java: one package) see each other's top-level names
  const packageMates = (f: FileState): FileState[] => {
    const { language, pkg } = f.input.extract;
    if (language === 'go') return (index.dirs.get(posix.dirname(f.input.path) === '.' ? '' : posix.dirname(f.input.path)) ?? []).map((p) => files.get(p)!).filter((m) => m !== f && m.input.extract.language === 'go');
    if (language === 'java' && pkg) return (index.packages.get(pkg) ?? []).map((p) => files.get(p)!).filter((m) => m !== f);
    return [];
  };

  /** A name as a module exports it, following re-exports (bounded). */
  const exportedFrom = (path: string, name: string, depth = 0): Def[] => {
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

  const resolveRef = (f: FileState, from: Def | null, r: LocalRef): Def[] => {
    const ok = kindFilter(r.kind);
    const { language } = f.input.extract;
    const selfWords = language === 'python' ? ['self', 'cls'] : language === 'rust' ? ['self', 'Self'] : ['this'];
    if (r.receiver !== undefined) {
      if (selfWords.includes(r.receiver) || (language === 'go' && from && from.local.owner && r.receiver.length <= 2)) {
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
      // an object of unknown type: a member of that name, if there is only one candidate
      const candidates = (global.get(r.name) ?? []).filter((d) => d.local.member && ok(d.local.type));
      return narrow(f, candidates);
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
