/** Java: classes, interfaces, enums, methods, fields, annotations (Spring mappings become routes), JUnit tests. */
import type { Node } from 'web-tree-sitter';
import type { LocalImport } from '../model.js';
import type { LanguageSpec } from './spec.js';

const DEFS = `
(class_declaration name: (identifier) @name) @def.Class
(interface_declaration name: (identifier) @name) @def.Interface
(enum_declaration name: (identifier) @name) @def.Enum
(annotation_type_declaration name: (identifier) @name) @def.Interface
(method_declaration name: (identifier) @name) @def.Function
(constructor_declaration name: (identifier) @name) @def.Function
(field_declaration declarator: (variable_declarator name: (identifier) @name)) @def.Variable
(enum_constant name: (identifier) @name) @def.Variable
(package_declaration (_) @name) @def.Module
((method_declaration (modifiers (marker_annotation name: (identifier) @_t)) name: (identifier) @name) @def.Test (#match? @_t "^(Test|ParameterizedTest|RepeatedTest)$"))
(_ (modifiers [(marker_annotation name: (_) @name) (annotation name: (_) @name)] @def.Decorator)) @target
((method_declaration (modifiers (annotation name: (identifier) @route.method arguments: (annotation_argument_list (string_literal) @route.path)) @def.Route)) @target
  (#match? @route.method "Mapping$"))
((method_declaration (modifiers (annotation name: (identifier) @route.method arguments: (annotation_argument_list (element_value_pair value: (string_literal) @route.path))) @def.Route)) @target
  (#match? @route.method "Mapping$"))
`;

const REFS = `
(method_invocation !object name: (identifier) @name) @ref.call
(method_invocation object: (_) @receiver name: (identifier) @name) @ref.call
(object_creation_expression type: (type_identifier) @name) @ref.new
(object_creation_expression type: (generic_type (type_identifier) @name)) @ref.new
(superclass (type_identifier) @name) @ref.extends
(superclass (generic_type (type_identifier) @name)) @ref.extends
(super_interfaces (type_list (type_identifier) @name)) @ref.implements
(super_interfaces (type_list (generic_type (type_identifier) @name))) @ref.implements
(extends_interfaces (type_list (type_identifier) @name)) @ref.extends
(formal_parameter type: (type_identifier) @name) @ref.type
(local_variable_declaration type: (type_identifier) @name) @ref.type
(field_declaration type: (type_identifier) @name) @ref.type
(method_declaration type: (type_identifier) @name @ref.returns)
(method_declaration type: (generic_type (type_identifier) @name) @ref.returns)
(throws (type_identifier) @name) @ref.throws
(throw_statement (object_creation_expression type: (type_identifier) @name)) @ref.throws
(assignment_expression left: (identifier) @name) @ref.write
(assignment_expression left: (field_access object: (_) @receiver field: (identifier) @name)) @ref.write
(update_expression (identifier) @name) @ref.write
((identifier) @name @ref.read)
(field_access object: (this) @receiver field: (identifier) @name) @ref.read
`;

const TYPINGS = `
(formal_parameter type: (_) @type name: (identifier) @name) @var
(local_variable_declaration type: (_) @type declarator: (variable_declarator name: (identifier) @name)) @var
(local_variable_declaration declarator: (variable_declarator name: (identifier) @name value: (object_creation_expression type: (_) @type))) @var
(field_declaration type: (_) @type declarator: (variable_declarator name: (identifier) @name)) @field
(method_declaration type: (_) @type @returns)
`;

function imports(root: Node): LocalImport[] {
  const out: LocalImport[] = [];
  for (const decl of root.descendantsOfType('import_declaration')) {
    if (!decl) continue;
    const path = decl.namedChildren.find((c) => c?.type === 'scoped_identifier' || c?.type === 'identifier');
    if (!path) continue;
    const star = decl.namedChildren.some((c) => c?.type === 'asterisk');
    const segs = path.text.split('.');
    if (star) out.push({ source: path.text, names: [{ imported: '*', local: '*' }] });
    else out.push({ source: segs.slice(0, -1).join('.'), names: [{ imported: segs[segs.length - 1]!, local: segs[segs.length - 1]! }] });
  }
  return out;
}

function modifiersOf(def: Node): string {
  return def.namedChildren.find((c) => c?.type === 'modifiers')?.text ?? '';
}

export const java: LanguageSpec = {
  language: 'java',
  defs: DEFS,
  refs: REFS,
  typings: TYPINGS,
  branches: ['if_statement', 'for_statement', 'enhanced_for_statement', 'while_statement', 'do_statement', 'catch_clause', 'switch_label', 'ternary_expression'],
  logical: ['&&', '||'],
  comments: ['comment', 'line_comment', 'block_comment'],
  exported: (def, _name, type) => type === 'Module' || /\bpublic\b/.test(modifiersOf(def)),
  imports,
  pkg: (root) => root.namedChildren.find((n) => n?.type === 'package_declaration')?.namedChildren[0]?.text ?? null,
  selfWords: ['this'],
};
