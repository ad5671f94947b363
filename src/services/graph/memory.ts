/** A branch's graph held in memory for queries: nodes by id and name, edges by source and by target. */
import type { EdgeType, GraphEdge, GraphNode } from './model.js';

export class MemoryGraph {
  readonly byId = new Map<string, GraphNode>();
  readonly byName = new Map<string, GraphNode[]>();
  readonly out = new Map<string, GraphEdge[]>();
  readonly in = new Map<string, GraphEdge[]>();

  constructor(readonly nodes: GraphNode[], readonly edges: GraphEdge[]) {
    for (const n of nodes) {
      this.byId.set(n.id, n);
      const key = n.name.toLowerCase();
      const list = this.byName.get(key);
      if (list) list.push(n);
      else this.byName.set(key, [n]);
    }
    for (const e of edges) {
      (this.out.get(e.source_id) ?? this.out.set(e.source_id, []).get(e.source_id)!).push(e);
      (this.in.get(e.target_id) ?? this.in.set(e.target_id, []).get(e.target_id)!).push(e);
    }
  }

  outgoing(id: string, types: ReadonlySet<EdgeType>): GraphEdge[] {
    return (this.out.get(id) ?? []).filter((e) => types.has(e.type));
  }

  incoming(id: string, types: ReadonlySet<EdgeType>): GraphEdge[] {
    return (this.in.get(id) ?? []).filter((e) => types.has(e.type));
  }

  /** The class, interface or enum a member belongs to. */
  ownerOf(id: string): GraphNode | null {
    const e = (this.out.get(id) ?? []).find((x) => x.type === 'MEMBER_OF');
    return e ? this.byId.get(e.target_id) ?? null : null;
  }
}
