export interface CommitNode {
  sha: string;
  parents: string[];
  timestamp: number;
}

export class CommitGraph {
  private readonly nodes = new Map<string, CommitNode>();

  add(node: CommitNode): void {
    this.nodes.set(node.sha, node);
  }

  has(sha: string): boolean {
    return this.nodes.has(sha);
  }

  get(sha: string): CommitNode {
    const node = this.nodes.get(sha);
    if (!node) {
      throw new Error(`unknown commit ${sha}`);
    }
    return node;
  }

  ancestors(sha: string): Set<string> {
    const seen = new Set<string>();
    const stack = [sha];
    while (stack.length > 0) {
      const current = stack.pop()!;
      if (seen.has(current)) {
        continue;
      }
      seen.add(current);
      for (const parent of this.get(current).parents) {
        stack.push(parent);
      }
    }
    return seen;
  }

  isAncestor(ancestor: string, descendant: string): boolean {
    if (ancestor === descendant) {
      return true;
    }
    return this.ancestors(descendant).has(ancestor);
  }

  mergeBase(a: string, b: string): string | null {
    const fromA = this.ancestors(a);
    const queue = [b];
    const seen = new Set<string>();
    let best: CommitNode | null = null;
    while (queue.length > 0) {
      const current = queue.shift()!;
      if (seen.has(current)) {
        continue;
      }
      seen.add(current);
      const node = this.get(current);
      if (fromA.has(current)) {
        if (!best || node.timestamp > best.timestamp) {
          best = node;
        }
        continue;
      }
      queue.push(...node.parents);
    }
    return best?.sha ?? null;
  }

  topoOrder(): string[] {
    const visited = new Set<string>();
    const order: string[] = [];
    const visit = (sha: string): void => {
      if (visited.has(sha)) {
        return;
      }
      visited.add(sha);
      for (const parent of this.get(sha).parents) {
        visit(parent);
      }
      order.push(sha);
    };
    for (const sha of this.nodes.keys()) {
      visit(sha);
    }
    return order.reverse();
  }
}
