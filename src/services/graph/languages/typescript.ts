/** TypeScript and JavaScript (the JavaScript grammar lacks the type-level node kinds, so it gets a subset). */
import type { Node } from 'web-tree-sitter';
import type { LocalImport } from '../model.js';
import { unquote, type LanguageSpec } from './spec.js';

const COMMON_DEFS = `
(function_declaration name: (identifier) @name) @def.Function
(generator_function_declaration name: (identifier) @name) @def.Function
(method_definition name: (_) @name) @def.Function
(variable_declarator name: (identifier) @name value: [(arrow_function) (function_expression)]) @def.Function
(program (lexical_declaration (variable_declarator name: (identifier) @name) @def.Variable))
(program (variable_declaration (variable_declarator name: (identifier) @name) @def.Variable))
(program (export_statement declaration: (lexical_declaration (variable_declarator name: (identifier) @name) @def.Variable)))
((call_expression function: (identifier) @_f arguments: (arguments . (string) @name)) @def.Test (#match? @_f "^(it|test)$"))
((call_expression function: (member_expression property: (property_identifier) @route.method) arguments: (arguments . (string) @route.path)) @def.Route
  (#match? @route.method "^(get|post|put|patch|delete|head|options|all)$") (#match? @route.path "^.?/"))
((call_expression function: (member_expression property: (property_identifier) @route.method) arguments: (arguments . (string) @route.path (identifier) @handler .)) @def.Route
  (#match? @route.method "^(get|post|put|patch|delete|head|options|all)$") (#match? @route.path "^.?/"))
(export_statement decorator: (decorator [(identifier) @name (member_expression) @name (call_expression function: (_) @name)]) @def.Decorator declaration: (_) @target)
(class_declaration decorator: (decorator [(identifier) @name (member_expression) @name (call_expression function: (_) @name)]) @def.Decorator) @target
`;

const TS_DEFS = `${COMMON_DEFS}
(class_declaration name: (type_identifier) @name) @def.Class
(abstract_class_declaration name: (type_identifier) @name) @def.Class
(abstract_method_signature name: (_) @name) @def.Function
(interface_body (method_signature name: (_) @name) @def.Function)
(interface_declaration name: (type_identifier) @name) @def.Interface
(enum_declaration name: (identifier) @name) @def.Enum
(type_alias_declaration name: (type_identifier) @name) @def.Type
(internal_module name: (_) @name) @def.Module
(public_field_definition name: (_) @name) @def.Variable
(class_body (decorator [(identifier) @name (member_expression) @name (call_expression function: (_) @name)]) @def.Decorator . (_) @target)
`;

const JS_DEFS = `${COMMON_DEFS}
(class_declaration name: (identifier) @name) @def.Class
(class name: (identifier) @name) @def.Class
(field_definition property: (_) @name) @def.Variable
`;

const COMMON_REFS = `
(call_expression function: (identifier) @name) @ref.call
(call_expression function: (super) @name) @ref.call
(call_expression function: (member_expression object: (_) @receiver property: (property_identifier) @name)) @ref.call
(new_expression constructor: (identifier) @name) @ref.new
(new_expression constructor: (member_expression object: (_) @receiver property: (property_identifier) @name)) @ref.new
(throw_statement (new_expression constructor: (identifier) @name)) @ref.throws
(assignment_expression left: (identifier) @name) @ref.write
(assignment_expression left: (member_expression object: (_) @receiver property: (property_identifier) @name)) @ref.write
(augmented_assignment_expression left: (identifier) @name) @ref.write
(augmented_assignment_expression left: (member_expression object: (_) @receiver property: (property_identifier) @name)) @ref.write
(update_expression argument: (identifier) @name) @ref.write
((identifier) @name @ref.read)
(member_expression object: (this) @receiver property: (property_identifier) @name) @ref.read
`;

const TS_REFS = `${COMMON_REFS}
(call_expression function: (member_expression object: (_) @receiver property: (private_property_identifier) @name)) @ref.call
(extends_clause value: (identifier) @name) @ref.extends
(extends_clause value: (member_expression property: (property_identifier) @name)) @ref.extends
(implements_clause (type_identifier) @name) @ref.implements
(implements_clause (generic_type name: (type_identifier) @name)) @ref.implements
(extends_type_clause type: (type_identifier) @name) @ref.extends
(extends_type_clause type: (generic_type name: (type_identifier) @name)) @ref.extends
((type_identifier) @name @ref.type)
(_ return_type: (type_annotation [(type_identifier) @name (generic_type name: (type_identifier) @name)]) @ref.returns)
`;

const JS_REFS = `${COMMON_REFS}
(class_heritage (identifier) @name) @ref.extends
(class_heritage (member_expression property: (property_identifier) @name)) @ref.extends
`;

const COMMON_TYPINGS = `
(variable_declarator name: (identifier) @name value: (new_expression constructor: (_) @type)) @var
(variable_declarator name: (identifier) @name value: (call_expression function: (_) @call)) @var
(variable_declarator name: (identifier) @name value: (await_expression (call_expression function: (_) @call))) @var
`;

const TS_TYPINGS = `${COMMON_TYPINGS}
(required_parameter pattern: (identifier) @name type: (type_annotation (_) @type)) @var
(required_parameter pattern: (object_pattern (shorthand_property_identifier_pattern) @name @via) type: (type_annotation (_) @type)) @var
(optional_parameter pattern: (identifier) @name type: (type_annotation (_) @type)) @var
(required_parameter (accessibility_modifier) pattern: (identifier) @name type: (type_annotation (_) @type)) @field
(variable_declarator name: (identifier) @name type: (type_annotation (_) @type)) @var
(public_field_definition name: (_) @name type: (type_annotation (_) @type)) @field
(public_field_definition name: (_) @name value: (new_expression constructor: (_) @type)) @field
(property_signature name: (_) @name type: (type_annotation (_) @type)) @field
(_ return_type: (type_annotation (_) @type) @returns)
`;

const JS_TYPINGS = `${COMMON_TYPINGS}
(field_definition property: (_) @name value: (new_expression constructor: (_) @type)) @field
`;

function exported(def: Node, name: string, _type: string, topLevel: boolean, names: ReadonlySet<string>): boolean {
  if (!topLevel) return false;
  for (let n: Node | null = def.parent; n; n = n.parent) {
    if (n.type === 'export_statement') return true;
    if (n.type === 'program' || n.type === 'statement_block' || n.type === 'class_body') break;
  }
  return names.has(name);
}

function exportNames(root: Node): Set<string> {
  const names = new Set<string>();
  for (const stmt of root.namedChildren) {
    if (!stmt) continue;
    if (stmt.type === 'export_statement' && !stmt.childForFieldName('source')) {
      for (const spec of stmt.descendantsOfType('export_specifier')) {
        const n = spec?.childForFieldName('name');
        if (n) names.add(n.text);
      }
      const value = stmt.childForFieldName('value') ?? stmt.namedChildren.find((c) => c?.type === 'identifier');
      if (value?.type === 'identifier') names.add(value.text);
    }
    // module.exports = { a, b } / module.exports = name / exports.x = ...
    if (stmt.type === 'expression_statement') {
      const assign = stmt.namedChildren[0];
      if (assign?.type !== 'assignment_expression') continue;
      const left = assign.childForFieldName('left')?.text ?? '';
      const right = assign.childForFieldName('right');
      if (left === 'module.exports' && right) {
        if (right.type === 'identifier') names.add(right.text);
        for (const p of right.type === 'object' ? right.namedChildren : []) {
          if (p?.type === 'shorthand_property_identifier') names.add(p.text);
          if (p?.type === 'pair') {
            const v = p.childForFieldName('value');
            if (v?.type === 'identifier') names.add(v.text);
          }
        }
      } else if (/^(module\.)?exports\.\w+$/.test(left) && right?.type === 'identifier') names.add(right.text);
    }
  }
  return names;
}

function importNames(clause: Node): LocalImport['names'] {
  const names: LocalImport['names'] = [];
  for (const c of clause.namedChildren) {
    if (!c) continue;
    if (c.type === 'identifier') names.push({ imported: 'default', local: c.text });
    else if (c.type === 'namespace_import') {
      const id = c.namedChildren.find((x) => x?.type === 'identifier');
      if (id) names.push({ imported: '*', local: id.text });
    } else if (c.type === 'named_imports') {
      for (const s of c.namedChildren) {
        if (s?.type !== 'import_specifier') continue;
        const name = s.childForFieldName('name')?.text;
        if (name) names.push({ imported: name, local: s.childForFieldName('alias')?.text ?? name });
      }
    }
  }
  return names;
}

function imports(root: Node): LocalImport[] {
  const out: LocalImport[] = [];
  for (const stmt of root.namedChildren) {
    if (!stmt) continue;
    const source = stmt.childForFieldName('source');
    if (stmt.type === 'import_statement' && source) {
      const clause = stmt.namedChildren.find((c) => c?.type === 'import_clause');
      out.push({ source: unquote(source.text), names: clause ? importNames(clause) : [] });
    } else if (stmt.type === 'export_statement' && source) {
      // re-export: the names become this file's, so resolution can follow them
      const names: LocalImport['names'] = [];
      for (const spec of stmt.descendantsOfType('export_specifier')) {
        const n = spec?.childForFieldName('name')?.text;
        if (n) names.push({ imported: n, local: spec!.childForFieldName('alias')?.text ?? n });
      }
      out.push({ source: unquote(source.text), names: names.length > 0 ? names : [{ imported: '*', local: '*' }] });
    }
  }
  // require('./x') anywhere at the top level: const x = require(...), const { a } = require(...)
  for (const call of root.descendantsOfType('call_expression')) {
    if (!call || call.childForFieldName('function')?.text !== 'require') continue;
    const arg = call.childForFieldName('arguments')?.namedChildren[0];
    if (!arg || arg.type !== 'string') continue;
    const decl = call.parent?.type === 'variable_declarator' ? call.parent : null;
    const pattern = decl?.childForFieldName('name');
    const names: LocalImport['names'] = [];
    if (pattern?.type === 'identifier') names.push({ imported: '*', local: pattern.text });
    else if (pattern?.type === 'object_pattern') {
      for (const p of pattern.namedChildren) {
        if (p?.type === 'shorthand_property_identifier_pattern') names.push({ imported: p.text, local: p.text });
      }
    }
    out.push({ source: unquote(arg.text), names });
  }
  return out;
}

const COMMON = {
  branches: ['if_statement', 'for_statement', 'for_in_statement', 'while_statement', 'do_statement', 'switch_case', 'catch_clause', 'ternary_expression'],
  logical: ['&&', '||', '??'],
  comments: ['comment'],
  exported,
  exportNames,
  imports,
  selfWords: ['this'],
};

export const typescript: LanguageSpec = { language: 'typescript', defs: TS_DEFS, refs: TS_REFS, typings: TS_TYPINGS, ...COMMON };
export const javascript: LanguageSpec = { language: 'javascript', defs: JS_DEFS, refs: JS_REFS, typings: JS_TYPINGS, ...COMMON };
