/** Rust: functions, impl methods (owned by the impl's type), structs, enums, traits, `use` paths, #[test], routes. */
import type { Node } from 'web-tree-sitter';
import type { LocalImport } from '../model.js';
import type { LanguageSpec } from './spec.js';

const DEFS = `
(function_item name: (identifier) @name) @def.Function
(impl_item type: [(type_identifier) @owner (generic_type type: (type_identifier) @owner) (scoped_type_identifier name: (type_identifier) @owner)]
  body: (declaration_list (function_item name: (identifier) @name) @def.Function))
(function_signature_item name: (identifier) @name) @def.Function
(struct_item name: (type_identifier) @name) @def.Class
(enum_item name: (type_identifier) @name) @def.Enum
(trait_item name: (type_identifier) @name) @def.Interface
(type_item name: (type_identifier) @name) @def.Type
(static_item name: (identifier) @name) @def.Variable
(const_item name: (identifier) @name) @def.Variable
(mod_item name: (identifier) @name) @def.Module
(field_declaration name: (field_identifier) @name) @def.Variable
((attribute_item (attribute (identifier) @_t)) . (function_item name: (identifier) @name) @def.Test (#eq? @_t "test"))
((attribute_item (attribute (scoped_identifier name: (identifier) @_t))) . (function_item name: (identifier) @name) @def.Test (#eq? @_t "test"))
((attribute_item (attribute (identifier) @route.method arguments: (token_tree (string_literal) @route.path))) @def.Route . (function_item) @target
  (#match? @route.method "^(get|post|put|patch|delete|head|route)$"))
((call_expression function: (field_expression field: (field_identifier) @_r) arguments: (arguments . (string_literal) @route.path
   (call_expression function: (identifier) @route.method arguments: (arguments (_) @handler)))) @def.Route (#eq? @_r "route"))
`;

const REFS = `
(call_expression function: (identifier) @name) @ref.call
(call_expression function: (field_expression value: (_) @receiver field: (field_identifier) @name)) @ref.call
(call_expression function: (scoped_identifier path: (_) @receiver name: (identifier) @name)) @ref.call
(call_expression function: (generic_function function: (identifier) @name)) @ref.call
(struct_expression name: (type_identifier) @name) @ref.new
(token_tree (identifier) @name . (token_tree) @ref.call)
(impl_item trait: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name) (generic_type type: (type_identifier) @name)]
  type: [(type_identifier) @owner (generic_type type: (type_identifier) @owner)]) @ref.implements
(trait_item bounds: (trait_bounds (type_identifier) @name) @ref.extends)
(parameter type: [(type_identifier) @name (reference_type type: (type_identifier) @name) (generic_type type: (type_identifier) @name)]) @ref.type
(field_declaration type: [(type_identifier) @name (reference_type type: (type_identifier) @name) (generic_type type: (type_identifier) @name)]) @ref.type
(function_item return_type: [(type_identifier) @name (generic_type type: (type_identifier) @name) (reference_type type: (type_identifier) @name)] @ref.returns)
(assignment_expression left: (identifier) @name) @ref.write
(assignment_expression left: (field_expression value: (_) @receiver field: (field_identifier) @name)) @ref.write
(compound_assignment_expr left: (identifier) @name) @ref.write
(compound_assignment_expr left: (field_expression value: (_) @receiver field: (field_identifier) @name)) @ref.write
((identifier) @name @ref.read)
`;

const TYPINGS = `
(parameter pattern: (identifier) @name type: (_) @type) @var
(let_declaration pattern: (identifier) @name type: (_) @type) @var
(let_declaration pattern: (identifier) @name value: (struct_expression name: (_) @type)) @var
(let_declaration pattern: (identifier) @name value: (call_expression function: (_) @call)) @var
(field_declaration name: (field_identifier) @name type: (_) @type) @field
(function_item return_type: (_) @type @returns)
`;

/** Flattens a `use` tree into (path, local name) pairs: `use a::{b, c as d}` → a::b as b, a::c as d. */
function flatten(node: Node, prefix: string[], out: Array<{ path: string[]; local: string }>): void {
  switch (node.type) {
    case 'identifier':
    case 'crate':
    case 'self':
    case 'super':
      if (node.type === 'self') out.push({ path: prefix, local: prefix[prefix.length - 1] ?? 'self' });
      else out.push({ path: [...prefix, node.text], local: node.text });
      return;
    case 'scoped_identifier': {
      const path = node.childForFieldName('path');
      const name = node.childForFieldName('name');
      const segs = [...prefix, ...(path ? path.text.split('::') : []), ...(name ? [name.text] : [])];
      out.push({ path: segs, local: segs[segs.length - 1]! });
      return;
    }
    case 'use_as_clause': {
      const path = node.childForFieldName('path');
      const alias = node.childForFieldName('alias');
      if (path) out.push({ path: [...prefix, ...path.text.split('::')], local: alias?.text ?? path.text.split('::').pop()! });
      return;
    }
    case 'scoped_use_list': {
      const path = node.childForFieldName('path');
      const list = node.childForFieldName('list');
      const next = [...prefix, ...(path ? path.text.split('::') : [])];
      for (const c of list?.namedChildren ?? []) if (c) flatten(c, next, out);
      return;
    }
    case 'use_list':
      for (const c of node.namedChildren) if (c) flatten(c, prefix, out);
      return;
    case 'use_wildcard': {
      const path = node.namedChildren[0];
      out.push({ path: [...prefix, ...(path ? path.text.split('::') : []), '*'], local: '*' });
      return;
    }
    default:
      return;
  }
}

/** How many inline `mod x { … }` blocks a node sits in. */
function inlineDepth(node: Node): number {
  let depth = 0;
  for (let p = node.parent; p; p = p.parent) if (p.type === 'mod_item' && p.childForFieldName('body')) depth++;
  return depth;
}

/** `super::` inside an inline module means an enclosing module of the same file: rewrite paths to the file's. */
function relativeToFile(path: string[], inline: number): string[] {
  if (inline === 0) return path;
  if (path[0] === 'self') return path;
  let supers = 0;
  while (path[supers] === 'super') supers++;
  if (supers === 0) return path;
  const kept = Math.max(0, supers - inline);
  return kept === 0 ? ['self', ...path.slice(supers)] : [...path.slice(supers - kept)];
}

function imports(root: Node): LocalImport[] {
  const out: LocalImport[] = [];
  for (const decl of root.descendantsOfType('use_declaration')) {
    const arg = decl?.childForFieldName('argument');
    if (!arg) continue;
    const pairs: Array<{ path: string[]; local: string }> = [];
    flatten(arg, [], pairs);
    const inline = inlineDepth(decl!);
    for (const { path: full, local } of pairs) {
      const path = relativeToFile(full, inline);
      const last = path[path.length - 1]!;
      out.push({ source: path.slice(0, -1).join('::'), names: [{ imported: last, local }] });
    }
  }
  for (const mod of root.descendantsOfType('mod_item')) {
    // `mod x;` (no body) brings in the file x.rs / x/mod.rs as a module alias
    const name = mod?.childForFieldName('name')?.text;
    if (name && !mod!.childForFieldName('body')) out.push({ source: `self::${name}`, names: [{ imported: '*', local: name }] });
  }
  return out;
}

export const rust: LanguageSpec = {
  language: 'rust',
  defs: DEFS,
  refs: REFS,
  typings: TYPINGS,
  branches: ['if_expression', 'if_let_expression', 'while_expression', 'while_let_expression', 'for_expression', 'match_arm', 'try_expression'],
  logical: ['&&', '||'],
  comments: ['line_comment', 'block_comment'],
  exported: (def) => def.namedChildren.some((c) => c?.type === 'visibility_modifier'),
  imports,
  selfWords: ['self', 'Self'],
};
