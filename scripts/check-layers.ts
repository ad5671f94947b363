// The dependency rules of ARCHITECTURE.md §3, checked on every import in src/:
//   http → services → {store, git, infra, events, config} → domain → lib
// - http never touches store/git/infra directly; services never import Fastify; lower layers never import each
//   other or anything above them. app.ts, main.ts and cli.ts are composition roots and may import anything.
// - a service reaches another service only through that service's index.ts (its public surface);
// - no import cycles between service folders, nor between modules anywhere;
// - database drivers only in store/, Redis clients only in infra/, the web framework only in http/.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ALLOWED: Record<string, string[]> = {
  http: ['http', 'services', 'domain', 'lib'],
  services: ['services', 'store', 'git', 'infra', 'events', 'config', 'domain', 'lib'],
  store: ['store', 'domain', 'lib'],
  git: ['git', 'domain', 'lib'],
  infra: ['infra', 'domain', 'lib'],
  events: ['events', 'domain', 'lib'],
  config: ['config', 'lib'],
  domain: ['domain', 'lib'],
  lib: ['lib'],
};
const ROOTS = new Set(['app.ts', 'main.ts', 'cli.ts']);
/** npm packages only one layer may use. */
const PACKAGE_HOMES: { pattern: RegExp; layer: string; what: string }[] = [
  { pattern: /^(fastify|@fastify\/)/, layer: 'http', what: 'the web framework' },
  { pattern: /^(better-sqlite3|pg|kysely|sqlite-vec)(\/|$)/, layer: 'store', what: 'database drivers' },
  { pattern: /^ioredis(\/|$)/, layer: 'infra', what: 'the Redis client' },
  { pattern: /^openai(\/|$)/, layer: 'infra', what: 'the model client' },
];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? files(full) : e.name.endsWith('.ts') ? [full] : [];
  });
}

const IMPORT_RE = /(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|(?:^|[^.\w])import\(\s*['"]([^'"]+)['"]\s*\)/g;

const problems: string[] = [];
/** module → modules it imports (values, not `import type`: type-only cycles do not exist at run time) */
const graph = new Map<string, string[]>();
const serviceEdges = new Map<string, Set<string>>();

for (const file of files('src')) {
  const rel = path.relative('src', file);
  const source = readFileSync(file, 'utf8');
  const deps: string[] = [];
  graph.set(rel, deps);
  if (ROOTS.has(rel)) continue;
  const layer = rel.split(path.sep)[0]!;
  const allowed = ALLOWED[layer];
  if (!allowed) {
    problems.push(`${file}: folder '${layer}' is not a known layer (add it to scripts/check-layers.ts)`);
    continue;
  }
  for (const match of source.matchAll(IMPORT_RE)) {
    const spec = (match[1] ?? match[2])!;
    const typeOnly = /^\s*(?:import|export)\s+type\s/.test(match[0].replace(/^\n/, ''));
    if (spec.startsWith('.')) {
      const target = path.relative('src', path.resolve(path.dirname(file), spec)).replace(/\.js$/, '.ts');
      const targetLayer = target.split(path.sep)[0]!;
      if (target.startsWith('..')) problems.push(`${file}: imports '${spec}' from outside src/`);
      else if (ROOTS.has(target)) problems.push(`${file}: imports the composition root '${spec}'`);
      else if (!allowed.includes(targetLayer)) problems.push(`${file}: ${layer} may not import ${targetLayer} ('${spec}')`);
      if (!typeOnly) deps.push(target);
      if (layer === 'services' && targetLayer === 'services') {
        const from = rel.split(path.sep)[1]!;
        const [, to, ...restParts] = target.split(path.sep);
        const rest = restParts.join('/');
        if (to !== undefined && to !== from && restParts.length > 0) {
          if (rest !== 'index.ts') problems.push(`${file}: reaches into service '${to}' ('${spec}'); import its index.ts instead`);
          if (!typeOnly) (serviceEdges.get(from) ?? serviceEdges.set(from, new Set()).get(from)!).add(to);
        }
      }
    } else {
      for (const home of PACKAGE_HOMES) {
        if (home.pattern.test(spec) && layer !== home.layer && !typeOnly) problems.push(`${file}: only ${home.layer}/ may use ${home.what} ('${spec}')`);
      }
    }
  }
}

/** Strongly connected components with more than one member (Tarjan): each is a set of modules in a cycle. */
function cycles(edges: Map<string, Iterable<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      for (let member = stack.pop()!; ; member = stack.pop()!) {
        onStack.delete(member);
        component.push(member);
        if (member === node) break;
      }
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

for (const cycle of cycles(serviceEdges)) problems.push(`services import each other in a cycle: ${cycle.join(', ')}`);
for (const cycle of cycles(graph)) problems.push(`modules import each other in a cycle: ${cycle.join(', ')}`);

// The SDK is a client of the HTTP contract only: it ships without the server, so it never imports from src/.
for (const file of files('sdk')) {
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT_RE)) {
    const spec = (match[1] ?? match[2])!;
    if (spec.startsWith('.') && path.relative('sdk', path.resolve(path.dirname(file), spec)).startsWith('..')) {
      problems.push(`${file}: the SDK imports '${spec}' from outside sdk/`);
    }
  }
}

if (problems.length > 0) {
  console.error(`layer rule violated:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('layer rule: ok');
