// The dependency rule of ARCHITECTURE.md §3, checked on every import in src/:
//   http → services → {store, git, infra, events} → domain → lib
// http never touches store/git/infra directly; services never import Fastify; lower layers never import each
// other or anything above them. app.ts, main.ts and cli.ts are composition roots and may import anything.
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
const FRAMEWORK = /^(fastify|@fastify\/)/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? files(full) : e.name.endsWith('.ts') ? [full] : [];
  });
}

const problems: string[] = [];
for (const file of files('src')) {
  const rel = path.relative('src', file);
  if (ROOTS.has(rel)) continue;
  const layer = rel.split(path.sep)[0]!;
  const allowed = ALLOWED[layer];
  if (!allowed) {
    problems.push(`${file}: folder '${layer}' is not a known layer (add it to scripts/check-layers.ts)`);
    continue;
  }
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)) {
    const spec = match[1]!;
    if (spec.startsWith('.')) {
      const target = path.relative('src', path.resolve(path.dirname(file), spec));
      const targetLayer = target.split(path.sep)[0]!;
      if (target.startsWith('..')) problems.push(`${file}: imports '${spec}' from outside src/`);
      else if (ROOTS.has(target.replace(/\.js$/, '.ts'))) problems.push(`${file}: imports the composition root '${spec}'`);
      else if (!allowed.includes(targetLayer)) problems.push(`${file}: ${layer} may not import ${targetLayer} ('${spec}')`);
    } else if (FRAMEWORK.test(spec) && layer !== 'http') {
      problems.push(`${file}: only http/ may import the web framework ('${spec}')`);
    }
  }
}

if (problems.length > 0) {
  console.error(`layer rule violated:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('layer rule: ok');
