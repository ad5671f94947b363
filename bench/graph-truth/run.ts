/**
 * Graph truth: Grove's callers and callees against the TypeScript compiler's own call hierarchy.
 *
 *   npx tsx bench/graph-truth/run.ts [dir=src] [--show=20]
 *
 * Every .ts file under `dir` is extracted and resolved by Grove's graph code (the same functions the index job
 * runs) and loaded into a TypeScript language service. For every function-like declaration the compiler knows
 * (prepareCallHierarchy), its outgoing calls give the true callees and its incoming calls the true callers.
 * Only calls whose both ends are declared inside `dir` count (library calls are outside Grove's graph). Each
 * side is a set of (caller, callee) pairs keyed by file, name and line; precision = |grove ∩ ts| / |grove|,
 * recall = |grove ∩ ts| / |ts|.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { codeLanguageOf } from '../../src/infra/tree-sitter/index.js';
import { extractFile } from '../../src/services/graph/extract.js';
import type { GraphNode } from '../../src/services/graph/model.js';
import { buildGraph, type FileInput } from '../../src/services/graph/resolve.js';

const args = process.argv.slice(2);
const root = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'src');
const show = Number(args.find((a) => a.startsWith('--show='))?.slice(7) ?? 15);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : walk(full);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

const files = walk(root);
const rel = (f: string) => path.relative(root, f).split(path.sep).join('/');

// ---- Grove ----
const t0 = performance.now();
const inputs: FileInput[] = [];
for (const f of files) {
  const extract = await extractFile(codeLanguageOf(f)!, readFileSync(f, 'utf8'));
  if (extract) inputs.push({ path: rel(f), blob_sha: '', extract });
}
const graph = buildGraph(inputs);
const groveMs = performance.now() - t0;
const byId = new Map(graph.nodes.map((n) => [n.id, n]));
const byFile = new Map<string, GraphNode[]>();
for (const n of graph.nodes) (byFile.get(n.file_path) ?? byFile.set(n.file_path, []).get(n.file_path)!).push(n);

const CALLER_TYPES = new Set(['Function', 'Class', 'File', 'Variable']);
/** The Grove node a TypeScript declaration is: same file and name, the smallest range around the name's line. */
function groveNode(file: string, name: string, line: number, kind: ts.ScriptElementKind): GraphNode | null {
  const candidates = byFile.get(file) ?? [];
  if (kind === ts.ScriptElementKind.moduleElement || kind === ts.ScriptElementKind.scriptElement) return candidates.find((n) => n.type === 'File') ?? null;
  // the compiler names private methods with their class (`Pool.#send`)
  const wanted = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : name;
  const hits = candidates.filter((n) => CALLER_TYPES.has(n.type) && n.name === wanted && n.start_line <= line && line <= n.end_line);
  hits.sort((a, b) => a.end_line - a.start_line - (b.end_line - b.start_line));
  return hits[0] ?? null;
}

// ---- TypeScript ----
const t1 = performance.now();
const options: ts.CompilerOptions = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, allowJs: true, strict: true, skipLibCheck: true };
const host: ts.LanguageServiceHost = {
  getScriptFileNames: () => files,
  getScriptVersion: () => '1',
  getScriptSnapshot: (f) => (ts.sys.fileExists(f) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(f) ?? '') : undefined),
  getCurrentDirectory: () => process.cwd(),
  getCompilationSettings: () => options,
  getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
  fileExists: ts.sys.fileExists,
  readFile: ts.sys.readFile,
  readDirectory: ts.sys.readDirectory,
  directoryExists: ts.sys.directoryExists,
  getDirectories: ts.sys.getDirectories,
};
const service = ts.createLanguageService(host, ts.createDocumentRegistry());
const program = service.getProgram()!;
const inCorpus = new Set(files.map((f) => path.resolve(f)));

type Key = string;
const keyOf = (n: GraphNode) => `${n.file_path}:${n.name}:${n.start_line}`;
const item = (it: ts.CallHierarchyItem): GraphNode | null => {
  if (!inCorpus.has(path.resolve(it.file))) return null;
  const sf = program.getSourceFile(it.file)!;
  const line = sf.getLineAndCharacterOfPosition(it.selectionSpan.start).line + 1;
  return groveNode(rel(it.file), it.name, line, it.kind);
};

/** Declarations the compiler could prepare a call hierarchy for: pairs are compared over these ends only. */
const known = new Set<Key>();
const tsCallees = new Set<Key>();
const tsCallers = new Set<Key>();
let declarations = 0;
let unmapped = 0;
const seenItems = new Set<string>();
for (const f of files) {
  const sf = program.getSourceFile(f)!;
  const visit = (node: ts.Node) => {
    const isDecl =
      ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isConstructorDeclaration(node) || ts.isClassDeclaration(node) ||
      ((ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && ts.isVariableDeclaration(node.parent));
    if (isDecl) {
      const nameNode = (ts.isArrowFunction(node) || ts.isFunctionExpression(node) ? (node.parent as ts.VariableDeclaration).name : (node as ts.FunctionDeclaration).name) ?? node;
      const pos = nameNode.getStart(sf);
      const prepared = service.prepareCallHierarchy(f, pos);
      for (const it of Array.isArray(prepared) ? prepared : prepared ? [prepared] : []) {
        const id = `${it.file}:${it.selectionSpan.start}`;
        if (seenItems.has(id)) continue;
        seenItems.add(id);
        const self = item(it);
        declarations++;
        if (!self) {
          unmapped++;
          continue;
        }
        known.add(keyOf(self));
        for (const out of service.provideCallHierarchyOutgoingCalls(it.file, it.selectionSpan.start)) {
          const callee = item(out.to);
          if (callee) known.add(keyOf(callee));
          if (callee) tsCallees.add(`${keyOf(self)} -> ${keyOf(callee)}`);
        }
        for (const inc of service.provideCallHierarchyIncomingCalls(it.file, it.selectionSpan.start)) {
          const caller = item(inc.from);
          if (caller) known.add(keyOf(caller));
          if (caller) tsCallers.add(`${keyOf(caller)} -> ${keyOf(self)}`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}
const tsMs = performance.now() - t1;

// The compiler's call hierarchy shows a constructor, and field initializers, as their class: compare likewise.
// Route and Test nodes (an `app.get('/x', …)` call, an `it(…)` block) are Grove's own: the compiler sees the
// function or file around them.
const ownerOf = new Map<string, GraphNode>();
const containerOf = new Map<string, GraphNode>();
for (const e of graph.edges) {
  if (e.type === 'MEMBER_OF') ownerOf.set(e.source_id, byId.get(e.target_id)!);
  if (e.type === 'CONTAINS') containerOf.set(e.target_id, byId.get(e.source_id)!);
}
const asCompiler = (n: GraphNode): GraphNode => {
  if ((n.type === 'Function' && n.name === 'constructor') || n.type === 'Variable') return ownerOf.get(n.id) ?? n;
  if (n.type === 'Route' || n.type === 'Test' || n.type === 'Decorator') return asCompiler(containerOf.get(n.id) ?? n);
  return n;
};

// Grove's pairs, over the same ends the compiler can name (functions, methods, classes via `new`, files)
const grovePairs = new Set<Key>();
let outsideKnown = 0;
for (const e of graph.edges) {
  if (e.type !== 'CALLS') continue;
  const s = asCompiler(byId.get(e.source_id)!);
  const t = asCompiler(byId.get(e.target_id)!);
  if (!CALLER_TYPES.has(s.type) || !CALLER_TYPES.has(t.type)) continue;
  if (!known.has(keyOf(s)) || !known.has(keyOf(t))) {
    outsideKnown++;
    continue;
  }
  grovePairs.add(`${keyOf(s)} -> ${keyOf(t)}`);
}

function score(truth: Set<Key>, label: string) {
  const hit = [...grovePairs].filter((p) => truth.has(p)).length;
  const precision = grovePairs.size ? hit / grovePairs.size : 1;
  const recall = truth.size ? hit / truth.size : 1;
  console.log(`${label}: grove ${grovePairs.size} pairs, typescript ${truth.size}, both ${hit}; precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}`);
  return { precision, recall };
}

console.log(`corpus ${root}: ${files.length} files, ${graph.nodes.length} nodes, ${graph.edges.length} edges; ${declarations} declarations asked (${unmapped} without a Grove node)`);
console.log(`grove call edges left out because the compiler names no declaration at one end: ${outsideKnown}`);
console.log(`time: grove extract+resolve ${groveMs.toFixed(0)} ms, typescript call hierarchy ${tsMs.toFixed(0)} ms`);
score(tsCallees, 'callees (outgoing calls)');
score(tsCallers, 'callers (incoming calls)');
const truth = new Set([...tsCallees, ...tsCallers]);
const missing = [...truth].filter((p) => !grovePairs.has(p));
const extra = [...grovePairs].filter((p) => !truth.has(p));
if (show > 0) {
  console.log(`\nmissed by Grove (${missing.length}), first ${show}:`);
  for (const p of missing.slice(0, show)) console.log(`  ${p}`);
  console.log(`\nGrove only (${extra.length}), first ${show}:`);
  for (const p of extra.slice(0, show)) console.log(`  ${p}`);
}
