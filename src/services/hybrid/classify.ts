/** How `auto` reads a query (SPEC "Code graph and hybrid search"). */
export type QueryClass = 'structural' | 'symbol' | 'natural_language' | 'impact';
export type LegName = 'semantic' | 'graph' | 'keyword';
export type Weights = Record<LegName, number>;

/** SPEC's fusion weights per class (semantic / graph / keyword). */
export const CLASS_WEIGHTS: Record<QueryClass, Weights> = {
  structural: { semantic: 0.1, graph: 0.8, keyword: 0.1 },
  symbol: { semantic: 0.1, graph: 0.3, keyword: 0.6 },
  natural_language: { semantic: 0.6, graph: 0.2, keyword: 0.2 },
  impact: { semantic: 0.2, graph: 0.7, keyword: 0.1 },
};

/** Explicit strategies: one leg, or all three alike. `keyword` is Grove's addition (the keyword leg alone). */
export const STRATEGY_WEIGHTS = {
  semantic: { semantic: 1, graph: 0, keyword: 0 },
  graph: { semantic: 0, graph: 1, keyword: 0 },
  keyword: { semantic: 0, graph: 0, keyword: 1 },
  hybrid: { semantic: 1 / 3, graph: 1 / 3, keyword: 1 / 3 },
} as const satisfies Record<string, Weights>;

/** "what breaks if I change X", "impact of", "blast radius"… (phrases, so "line breaks" stays natural language) */
const IMPACT =
  /\b(impact(ed|s)? (of|on|if)|change impact|blast radius|ripple effects?|what (would|will|could|might) (break|change|fail)|breaks? if|affected by|(if|when) (i|we|you) (change|modify|remove|delete|rename)|safe to (change|remove|delete|rename))\b/i;
/** Relationship wording: callers, callees, inheritance, imports, dependencies, references. */
const STRUCTURAL =
  /\b(who calls|what calls|calls to|callers? of|callees? of|called (by|from)|invoked (by|from)|inherits? from|inheritance|extends|implements|subclass(es)? of|superclass(es)? of|base class(es)? of|imported by|who imports|what imports|imports of|depends? on|dependencies of|dependents of|used by|usages? of|references? to|referenced by|type hierarchy|class hierarchy|call (graph|chain|hierarchy))\b/i;
/** One identifier-looking token: camelCase, PascalCase with an inner capital, snake_case, dotted, ::, or with (). */
const IDENTIFIER = /^(?:[A-Za-z_$][\w$]*(?:(?:\.|::|#)[A-Za-z_$][\w$]*)+|[a-z_$][\w$]*[A-Z][\w$]*|[A-Z][a-z0-9]+[A-Z][\w$]*|[A-Za-z$][\w$]*_[\w$]+)(?:\(\))?$/;

/**
 * Impact wording first (it is also structural), then structural wording, then symbol-like text (at most three
 * words, one of them an identifier), else natural language.
 */
export function classifyQuery(q: string): QueryClass {
  const text = q.trim();
  if (IMPACT.test(text)) return 'impact';
  if (STRUCTURAL.test(text)) return 'structural';
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length > 0 && words.length <= 3 && words.some((w) => IDENTIFIER.test(w.replace(/[`'",;:?]+$|^[`'"]+/g, '')))) return 'symbol';
  return 'natural_language';
}
