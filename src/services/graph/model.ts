/** SPEC "Code-graph node and edge": the node and edge types, and what extraction records per file. */

export const NODE_TYPES = ['Function', 'Class', 'Interface', 'Enum', 'Type', 'Variable', 'Module', 'Decorator', 'Test', 'Route', 'Comment', 'File'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

export const EDGE_TYPES = [
  'CALLS', 'IMPORTS', 'EXTENDS', 'IMPLEMENTS', 'CONTAINS', 'EXPORTS', 'USES_TYPE', 'RETURNS_TYPE',
  'OVERRIDES', 'DECORATES', 'TESTS', 'MEMBER_OF', 'READS', 'WRITES', 'THROWS', 'DOCUMENTS',
] as const;
export type EdgeType = (typeof EDGE_TYPES)[number];

/** A node as SPEC shows it. */
export interface GraphNode {
  id: string;
  type: NodeType;
  name: string;
  file_path: string;
  blob_sha: string;
  start_line: number;
  end_line: number;
  signature: string;
  language: string;
  exported: boolean;
  complexity: number;
  community_id: number | null;
}

export interface GraphEdge {
  source_id: string;
  target_id: string;
  type: EdgeType;
}

/** A definition found in one file (index in `FileExtract.defs` is its local id). */
export interface LocalDef {
  type: NodeType;
  name: string;
  /** Dotted path inside the file (`Class.method`), unique per file after de-duplication. */
  key: string;
  start_line: number;
  end_line: number;
  signature: string;
  exported: boolean;
  complexity: number;
  /** Enclosing definition (local id), or -1 for the file. */
  parent: number;
  /** A method, field or variant of its parent class, interface, enum or impl target. */
  member: boolean;
  /** The type this member belongs to when it is declared outside it (Go receiver, Rust impl), by name. */
  owner?: string;
  /** Declared return type (a type name; `Promise<T>` unwrapped), for typing call chains. */
  returns?: string;
}

/**
 * What the file says about the type of a name, for resolving `x.method()`: a variable or parameter (scope: the
 * definition it is declared in, -1 for the file) or a field of a class or interface (owner by name). `type` is a
 * type name; `call` the name of the function whose result it holds (its declared return type then applies).
 */
export interface LocalTyping {
  scope: number;
  owner?: string;
  name: string;
  type?: string;
  call?: string;
  /** The value is field `via` of a `type` (destructured parameters: `{ services }: Deps`). */
  via?: string;
}

export type RefKind = 'call' | 'new' | 'extends' | 'implements' | 'type' | 'returns' | 'throws' | 'read' | 'write' | 'decorates' | 'documents';

/**
 * A use of a name inside a definition (or the file, from = -1), resolved to a node after every file is known.
 * `receiver`: what the name was reached through (`this`, a module alias, a class name, `a.b`), when any.
 * `target`: a local def id when extraction already knows the target (a decorator and what it decorates).
 */
export interface LocalRef {
  from: number;
  kind: RefKind;
  name: string;
  receiver?: string;
  target?: number;
  /** The source is this type (by name) rather than `from`: `impl Trait for Type`. */
  owner?: string;
}

/** One import statement: a module specifier, and the names it brings in (`*` for the whole module). */
export interface LocalImport {
  source: string;
  /** `imported` as the module names it, `local` as this file uses it; imported `*`: the module itself. */
  names: Array<{ imported: string; local: string }>;
}

/** Everything extraction keeps of one file; stored per (branch, path) so unchanged files are never parsed again. */
export interface FileExtract {
  language: string;
  /** Go package / Java package / Python module path the file declares or is, when the language has one. */
  pkg: string | null;
  lines: number;
  defs: LocalDef[];
  refs: LocalRef[];
  imports: LocalImport[];
  /** Known types of variables, parameters and fields (languages with annotations or `new`). */
  typings?: LocalTyping[];
}
