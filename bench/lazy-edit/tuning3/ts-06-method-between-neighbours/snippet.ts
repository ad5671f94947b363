// ... existing code ...
  isAncestor(ancestor: string, descendant: string): boolean {
    // ... existing code ...
  }

  distance(from: string, to: string): number | null {
    const queue: Array<[string, number]> = [[from, 0]];
    const seen = new Set<string>();
    while (queue.length > 0) {
      const [current, depth] = queue.shift()!;
      if (current === to) {
        return depth;
      }
      if (seen.has(current)) {
        continue;
      }
      seen.add(current);
      for (const parent of this.get(current).parents) {
        queue.push([parent, depth + 1]);
      }
    }
    return null;
  }

  mergeBase(a: string, b: string): string | null {
    // ... existing code ...
  }
// ... existing code ...
