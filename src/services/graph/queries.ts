/**
 * SPEC's 14 graph queries, answered over a branch's graph in memory. Names match exactly first and then
 * case-insensitively; `Class.method` narrows to members of that class, and `file_path` (when given with a
 * name) narrows to one file. Multi-hop queries stop at max_depth.
 */
import { invalid } from '../../domain/errors.js';
import type { MemoryGraph } from './memory.js';
import type { EdgeType, GraphEdge, GraphNode } from './model.js';

export const QUERY_TYPES = [
  'callers', 'callees', 'dependencies', 'dependents', 'type_hierarchy', 'impact_analysis', 'file_structure',
  'symbol_lookup', 'community', 'tests_for', 'unused_exports', 'circular_deps', 'api_routes', 'data_flow',
] as const;
export type QueryType = (typeof QUERY_TYPES)[number];

export const GRAPH_LIMITS = { maxDepth: 5, defaultDepth: 3, maxNodes: 1000 } as const;

export interface GraphQuery {
  type: QueryType;
  name?: string | undefined;
  file_path?: string | undefined;
  community_id?: number | undefined;
  max_depth?: number | undefined;
}

export interface QueryAnswer {
  nodes: GraphNode[];
  edges?: GraphEdge[];
}

const REQUIRED: Partial<Record<QueryType, keyof GraphQuery>> = {
  callers: 'name', callees: 'name', dependencies: 'name', dependents: 'name', type_hierarchy: 'name', impact_analysis: 'name',
  file_structure: 'file_path', symbol_lookup: 'name', community: 'community_id', tests_for: 'name', data_flow: 'name',
};

/** Checks a query's fields (400 with the missing field named). */
export function checkQuery(q: GraphQuery): void {
  if (!QUERY_TYPES.includes(q.type)) throw invalid(`type must be one of ${QUERY_TYPES.join(', ')}`);
  const field = REQUIRED[q.type];
  if (field && (q[field] === undefined || q[field] === '')) throw invalid(`query type '${q.type}' needs '${field}'`);
  if (q.max_depth !== undefined && (!Number.isInteger(q.max_depth) || q.max_depth < 1 || q.max_depth > GRAPH_LIMITS.maxDepth)) {
    throw invalid(`max_depth must be an integer from 1 to ${GRAPH_LIMITS.maxDepth}`);
  }
}

const set = (...types: EdgeType[]): ReadonlySet<EdgeType> => new Set(types);
const CALLS = set('CALLS');
const DEPENDS = set('CALLS', 'IMPORTS', 'EXTENDS', 'IMPLEMENTS', 'USES_TYPE', 'RETURNS_TYPE', 'READS', 'THROWS', 'DECORATES');
const IMPACT = set('CALLS', 'IMPORTS', 'EXTENDS', 'IMPLEMENTS', 'USES_TYPE', 'RETURNS_TYPE', 'READS', 'OVERRIDES', 'TESTS');
const HIERARCHY = set('EXTENDS', 'IMPLEMENTS');
const TESTS = set('TESTS', 'CALLS');
const USES = set('CALLS', 'IMPORTS', 'EXTENDS', 'IMPLEMENTS', 'USES_TYPE', 'RETURNS_TYPE', 'READS', 'WRITES', 'THROWS', 'DECORATES', 'OVERRIDES', 'TESTS');
const ENTITY = new Set(['Function', 'Class', 'Interface', 'Enum', 'Type', 'Variable', 'Module', 'Test', 'Route', 'Decorator']);

/** The nodes a name means. */
export function findByName(g: MemoryGraph, name: string, filePath?: string): GraphNode[] {
  let member: string | null = null;
  let owner: string | null = null;
  const dot = name.lastIndexOf('.');
  if (dot > 0 && dot < name.length - 1 && !g.byName.has(name.toLowerCase())) {
    owner = name.slice(0, dot);
    member = name.slice(dot + 1);
  }
  const wanted = member ?? name;
  const all = (g.byName.get(wanted.toLowerCase()) ?? []).filter((n) => ENTITY.has(n.type));
  let hits = all.some((n) => n.name === wanted) ? all.filter((n) => n.name === wanted) : all;
  if (owner) hits = hits.filter((n) => g.ownerOf(n.id)?.name.toLowerCase() === owner!.toLowerCase());
  if (filePath) hits = hits.filter((n) => n.file_path === filePath);
  return hits;
}

function order(nodes: Iterable<GraphNode>): GraphNode[] {
  return [...nodes].sort((a, b) => a.file_path.localeCompare(b.file_path) || a.start_line - b.start_line || a.name.localeCompare(b.name));
}

/** Breadth first from `start` along edges of `types` (outgoing or incoming), up to `depth` hops; the start excluded. */
function walk(g: MemoryGraph, start: GraphNode[], types: ReadonlySet<EdgeType>, direction: 'out' | 'in', depth: number, edges?: GraphEdge[]): GraphNode[] {
  const seen = new Set(start.map((n) => n.id));
  const found: GraphNode[] = [];
  let frontier = start.map((n) => n.id);
  for (let hop = 0; hop < depth && frontier.length > 0; hop++) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const e of direction === 'out' ? g.outgoing(id, types) : g.incoming(id, types)) {
        const other = direction === 'out' ? e.target_id : e.source_id;
        edges?.push(e);
        if (seen.has(other)) continue;
        seen.add(other);
        const node = g.byId.get(other);
        if (node) {
          found.push(node);
          next.push(other);
        }
      }
    }
    frontier = next;
  }
  return found;
}

function neighbours(g: MemoryGraph, start: GraphNode[], types: ReadonlySet<EdgeType>, direction: 'out' | 'in'): GraphNode[] {
  return order(walk(g, start, types, direction, 1));
}

/** Strongly connected groups of files through file-to-file IMPORTS (Tarjan), each of two or more files. */
function importCycles(g: MemoryGraph): GraphNode[][] {
  const files = g.nodes.filter((n) => n.type === 'File');
  const imports = (id: string) => (g.out.get(id) ?? []).filter((e) => e.type === 'IMPORTS' && g.byId.get(e.target_id)?.type === 'File').map((e) => e.target_id);
  let counter = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const groups: GraphNode[][] = [];
  for (const f of files) {
    if (idx.has(f.id)) continue;
    // iterative Tarjan: frames of (node, next neighbour position)
    const frames: Array<{ id: string; next: string[]; i: number }> = [];
    const enter = (id: string) => {
      idx.set(id, counter);
      low.set(id, counter++);
      stack.push(id);
      on.add(id);
      frames.push({ id, next: imports(id), i: 0 });
    };
    enter(f.id);
    while (frames.length > 0) {
      const top = frames[frames.length - 1]!;
      if (top.i < top.next.length) {
        const w = top.next[top.i++]!;
        if (!idx.has(w)) enter(w);
        else if (on.has(w)) low.set(top.id, Math.min(low.get(top.id)!, idx.get(w)!));
        continue;
      }
      frames.pop();
      if (frames.length > 0) {
        const parent = frames[frames.length - 1]!;
        low.set(parent.id, Math.min(low.get(parent.id)!, low.get(top.id)!));
      }
      if (low.get(top.id) === idx.get(top.id)) {
        const group: GraphNode[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          on.delete(w);
          group.push(g.byId.get(w)!);
        } while (w !== top.id);
        if (group.length > 1) groups.push(order(group));
      }
    }
  }
  return groups.sort((a, b) => a[0]!.file_path.localeCompare(b[0]!.file_path));
}

export function runQuery(g: MemoryGraph, q: GraphQuery): QueryAnswer {
  const depth = q.max_depth ?? GRAPH_LIMITS.defaultDepth;
  const named = () => findByName(g, q.name!, q.file_path);
  switch (q.type) {
    case 'callers':
      return { nodes: neighbours(g, named(), CALLS, 'in') };
    case 'callees':
      return { nodes: neighbours(g, named(), CALLS, 'out') };
    case 'dependencies':
      return { nodes: walk(g, named(), DEPENDS, 'out', depth) };
    case 'dependents':
      return { nodes: walk(g, named(), DEPENDS, 'in', depth) };
    case 'type_hierarchy': {
      const start = named().filter((n) => n.type === 'Class' || n.type === 'Interface' || n.type === 'Enum' || n.type === 'Type');
      return { nodes: [...start, ...walk(g, start, HIERARCHY, 'out', depth), ...walk(g, start, HIERARCHY, 'in', depth)] };
    }
    case 'impact_analysis': {
      const edges: GraphEdge[] = [];
      const nodes = walk(g, named(), IMPACT, 'in', depth, edges);
      return { nodes, edges };
    }
    case 'file_structure':
      return { nodes: g.nodes.filter((n) => n.file_path === q.file_path).sort((a, b) => (a.type === 'File' ? -1 : b.type === 'File' ? 1 : a.start_line - b.start_line || a.end_line - b.end_line)) };
    case 'symbol_lookup': {
      const exact = findByName(g, q.name!, q.file_path);
      if (exact.length > 0) return { nodes: order(exact) };
      const needle = q.name!.toLowerCase();
      return { nodes: order(g.nodes.filter((n) => ENTITY.has(n.type) && n.name.toLowerCase().includes(needle))) };
    }
    case 'community':
      return { nodes: order(g.nodes.filter((n) => n.community_id === q.community_id)) };
    case 'tests_for': {
      const targets = named();
      const tests = walk(g, targets, TESTS, 'in', depth).filter((n) => n.type === 'Test');
      return { nodes: tests };
    }
    case 'unused_exports':
      return {
        // used from its own file only, it need not be exported: unused as an export
        nodes: order(g.nodes.filter((n) => n.exported && n.type !== 'Module' && !g.incoming(n.id, USES).some((e) => g.byId.get(e.source_id)?.file_path !== n.file_path))),
      };
    case 'circular_deps':
      return { nodes: importCycles(g).flat() };
    case 'api_routes':
      return { nodes: order(g.nodes.filter((n) => n.type === 'Route')) };
    case 'data_flow': {
      const vars = named().filter((n) => n.type === 'Variable');
      const out: GraphNode[] = [...vars];
      const seen = new Set(vars.map((v) => v.id));
      let frontier = vars;
      for (let hop = 0; hop < depth && frontier.length > 0; hop++) {
        const next: GraphNode[] = [];
        for (const v of frontier) {
          for (const e of g.in.get(v.id) ?? []) {
            if (e.type !== 'READS' && e.type !== 'WRITES') continue;
            const user = g.byId.get(e.source_id);
            if (!user || seen.has(user.id)) continue;
            seen.add(user.id);
            out.push(user);
            // what a reader writes carries the value on
            if (e.type === 'READS') for (const w of g.out.get(user.id) ?? []) if (w.type === 'WRITES' && !seen.has(w.target_id)) next.push(g.byId.get(w.target_id)!);
          }
        }
        for (const n of next) if (!seen.has(n.id)) {
          seen.add(n.id);
          out.push(n);
        }
        frontier = next;
      }
      return { nodes: out };
    }
  }
}
