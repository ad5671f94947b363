/** Communities by Louvain modularity over the code graph (structure and use edges, undirected). */
import { createRequire } from 'node:module';
import type { AbstractGraph } from 'graphology-types';
import type { GraphEdge, GraphNode } from './model.js';

// both packages are CommonJS whose typings declare an ES default export: load them as CommonJS
const require = createRequire(import.meta.url);
const { UndirectedGraph } = require('graphology') as { UndirectedGraph: new (options?: object) => AbstractGraph };
const louvain = require('graphology-communities-louvain') as (graph: AbstractGraph, options: { rng: () => number }) => Record<string, number>;

/** A fixed-seed generator, so the same graph gets the same communities on every index run. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Node id → community id, for every node but files and comments (which stay null). */
export function detectCommunities(nodes: GraphNode[], edges: GraphEdge[]): Map<string, number> {
  const graph = new UndirectedGraph({ allowSelfLoops: false });
  for (const n of nodes) if (n.type !== 'File' && n.type !== 'Comment') graph.addNode(n.id);
  for (const e of edges) {
    if (e.type === 'DOCUMENTS' || e.source_id === e.target_id) continue;
    if (!graph.hasNode(e.source_id) || !graph.hasNode(e.target_id)) continue;
    graph.mergeEdge(e.source_id, e.target_id);
  }
  const result = new Map<string, number>();
  if (graph.order === 0) return result;
  const assignment = louvain(graph, { rng: seeded(42) });
  // renumber by first appearance so ids are small and stable for an unchanged graph
  const renumber = new Map<number, number>();
  for (const n of nodes) {
    const c = assignment[n.id];
    if (c === undefined) continue;
    if (!renumber.has(c)) renumber.set(c, renumber.size);
    result.set(n.id, renumber.get(c)!);
  }
  return result;
}
