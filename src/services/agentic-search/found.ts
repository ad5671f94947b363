/**
 * Places the tools showed during a search. They stand in when the model names none: SPEC's "answer falls back to a
 * list of found paths", and the locations of an answer that did not come through finish.
 */
import { AGENTIC_LIMITS } from './limits.js';
import type { Location } from './events.js';
import type { TreeIndex } from './tree-index.js';

export class Found {
  /** path → line ranges, in the order the paths were first seen. */
  readonly #ranges = new Map<string, Array<[number, number]>>();

  add(locations: Location[]): void {
    for (const l of locations) {
      const ranges = this.#ranges.get(l.path) ?? [];
      ranges.push([l.start_line, l.end_line]);
      this.#ranges.set(l.path, ranges);
    }
  }

  paths(): string[] {
    return [...this.#ranges.keys()];
  }

  /** One location per found path: the span of the lines seen there (0-0 when no line was). */
  locations(): Location[] {
    return [...this.#ranges.entries()].slice(0, AGENTIC_LIMITS.locations).map(([path, ranges]) => {
      const lined = ranges.filter(([s]) => s > 0);
      if (lined.length === 0) return { path, start_line: 0, end_line: 0 };
      return { path, start_line: Math.min(...lined.map(([s]) => s)), end_line: Math.max(...lined.map(([, e]) => e)) };
    });
  }
}

/**
 * The model's locations made usable: paths as the repository spells them ('./src/a.ts' → 'src/a.ts'), only
 * those that exist at the commit, duplicates dropped, ranges ordered.
 */
export function cleanLocations(locations: Location[], index: TreeIndex): Location[] {
  const seen = new Set<string>();
  const out: Location[] = [];
  for (const l of locations) {
    const path = l.path.trim().replace(/^\.?\/+/, '').replace(/\/+$/, '');
    if (!index.files.has(path) && !index.folders.has(path)) continue;
    const start = Math.max(0, Math.trunc(l.start_line) || 0);
    const end = Math.max(start, Math.trunc(l.end_line) || 0);
    const key = `${path}:${start}:${end}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ path, start_line: start, end_line: end });
  }
  return out.slice(0, AGENTIC_LIMITS.locations);
}

/** SPEC: with no prose from the model, the answer is the list of found paths. */
export function fallbackAnswer(paths: string[]): string {
  if (paths.length === 0) return 'No answer was found: the search ended without naming any file.';
  return `Found in:\n${paths.slice(0, AGENTIC_LIMITS.locations).map((p) => `- ${p}`).join('\n')}`;
}
