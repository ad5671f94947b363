import type { Node } from 'web-tree-sitter';
import type { LocalImport, NodeType, RefKind } from '../model.js';

/**
 * What Grove knows about one language, as tree-sitter queries plus a few small hooks. The grammars in
 * tree-sitter-wasms ship no queries, so these are written here against their node names.
 *
 * `defs` captures, per match: `@def.<NodeType>` on the node a definition spans, `@name` on its name, and
 * optionally `@owner` (the type a method belongs to when it is declared outside it: Go receivers, Rust impls),
 * `@target` (a definition node this one points at: the function a decorator or route annotation sits on),
 * `@handler` (a name the definition calls: a route's handler), `@route.method` and `@route.path`.
 * `refs` captures `@ref.<kind>` on the using node, `@name` on the used name, optionally `@receiver` (what the name
 * was reached through) and `@owner` (the type the use belongs to when it sits outside it: `impl Trait for Type`).
 */
export interface LanguageSpec {
  /** Name reported in nodes' `language`. */
  language: string;
  defs: string;
  refs: string;
  /**
   * Optional typing query: `@var` (a variable or parameter) or `@field` (a member of the enclosing class or
   * interface) with `@name`, and `@type` (a type node) or `@call` (the callee whose result it holds).
   * `@returns` with `@type`: the declared return type of the definition around it.
   */
  typings?: string;
  /** Node types that each add one decision to cyclomatic complexity. */
  branches: readonly string[];
  /** Operator tokens that add one when they appear as a child of a binary/boolean expression. */
  logical: readonly string[];
  /** Node types of comments. */
  comments: readonly string[];
  /** Whether a definition is visible outside its file/module. */
  exported(def: Node, name: string, type: NodeType, topLevel: boolean, exportNames: ReadonlySet<string>): boolean;
  /** Names a file exports by a list (`export { a, b }`, `module.exports = { f }`). */
  exportNames?(root: Node): Set<string>;
  /** Imports of a file. */
  imports(root: Node): LocalImport[];
  /** The package a file belongs to (Go, Java) or null. */
  pkg?(root: Node): string | null;
  /** A docstring inside a definition (Python), for DOCUMENTS. */
  docstring?(def: Node): Node | null;
  /** Which ref kinds a receiver word means "this object" for (`this`, `self`). */
  selfWords: readonly string[];
}

export type DefType = NodeType;
export type { RefKind };

/** A plain type name from a type's text: `Promise<Foo | null>` → Foo, `ns.Bar<T>` → Bar; null for anything else. */
export function typeName(text: string): string | null {
  let t = text.replace(/^readonly\s+/, '').trim();
  for (;;) {
    const m = /^(?:Promise|Readonly|Awaited|Partial|Required|NonNullable|Option|Optional|Box|Rc|Arc|Ref|RefCell|Mutex)<([\s\S]*)>$/.exec(t);
    if (!m) break;
    t = m[1]!.trim();
  }
  const part = t
    .split('|')
    .map((p) => p.trim())
    .find((p) => p !== 'null' && p !== 'undefined' && p !== '');
  if (!part) return null;
  const base = part.replace(/<[\s\S]*$/, '').replace(/^&+|\*+/g, '').replace(/^(mut|dyn|impl)\s+/, '').trim();
  if (!/^[A-Za-z_$][\w$]*(?:(?:\.|::)[A-Za-z_$][\w$]*)*$/.test(base)) return null;
  return base.split(/\.|::/).pop()!;
}

/** The text of a string literal node without its quotes. */
export function unquote(text: string): string {
  const t = text.trim();
  const m = /^[a-zA-Z]*("""|'''|"|'|`)([\s\S]*)\1$/.exec(t);
  return m ? m[2]! : t;
}

export function hasChild(node: Node, type: string): boolean {
  for (const child of node.children) if (child?.type === type) return true;
  return false;
}
