/** Go: functions, methods (owned by their receiver type), structs, interfaces, net/http-style route registrations. */
import type { Node } from 'web-tree-sitter';
import type { LocalImport } from '../model.js';
import { unquote, type LanguageSpec } from './spec.js';

const ROUTE_METHODS = '"^(HandleFunc|Handle|GET|POST|PUT|PATCH|DELETE|Get|Post|Put|Patch|Delete|HEAD|OPTIONS|Any)$"';

const DEFS = `
(function_declaration name: (identifier) @name) @def.Function
((function_declaration name: (identifier) @name) @def.Test (#match? @name "^(Test|Benchmark|Example)"))
(method_declaration receiver: (parameter_list (parameter_declaration type: [(type_identifier) @owner (pointer_type (type_identifier) @owner)])) name: (field_identifier) @name) @def.Function
(type_spec name: (type_identifier) @name type: (struct_type)) @def.Class
(type_spec name: (type_identifier) @name type: (interface_type)) @def.Interface
(type_spec name: (type_identifier) @name) @def.Type
(type_alias name: (type_identifier) @name) @def.Type
(method_spec name: (field_identifier) @name) @def.Function
(source_file (const_declaration (const_spec name: (identifier) @name) @def.Variable))
(source_file (var_declaration (var_spec name: (identifier) @name) @def.Variable))
(field_declaration name: (field_identifier) @name) @def.Variable
(package_clause (package_identifier) @name) @def.Module
((call_expression function: (selector_expression field: (field_identifier) @route.method) arguments: (argument_list . (interpreted_string_literal) @route.path)) @def.Route
  (#match? @route.method ${ROUTE_METHODS}) (#match? @route.path "^.?/"))
((call_expression function: (selector_expression field: (field_identifier) @route.method) arguments: (argument_list . (interpreted_string_literal) @route.path [(identifier) (selector_expression)] @handler .)) @def.Route
  (#match? @route.method ${ROUTE_METHODS}) (#match? @route.path "^.?/"))
`;

const REFS = `
(call_expression function: (identifier) @name) @ref.call
(call_expression function: (selector_expression operand: (_) @receiver field: (field_identifier) @name)) @ref.call
(composite_literal type: (type_identifier) @name) @ref.new
(composite_literal type: (qualified_type package: (package_identifier) @receiver name: (type_identifier) @name)) @ref.new
(parameter_declaration type: [(type_identifier) @name (pointer_type (type_identifier) @name)]) @ref.type
(field_declaration type: [(type_identifier) @name (pointer_type (type_identifier) @name)]) @ref.type
(function_declaration result: [(type_identifier) @name (pointer_type (type_identifier) @name)] @ref.returns)
(method_declaration result: [(type_identifier) @name (pointer_type (type_identifier) @name)] @ref.returns)
(field_declaration_list (field_declaration !name type: [(type_identifier) @name (pointer_type (type_identifier) @name)]) @ref.extends)
(assignment_statement left: (expression_list (identifier) @name)) @ref.write
(assignment_statement left: (expression_list (selector_expression operand: (_) @receiver field: (field_identifier) @name))) @ref.write
(inc_statement (identifier) @name) @ref.write
(dec_statement (identifier) @name) @ref.write
((identifier) @name @ref.read)
`;

const TYPINGS = `
(parameter_declaration name: (identifier) @name type: (_) @type) @var
(var_spec name: (identifier) @name type: (_) @type) @var
(short_var_declaration left: (expression_list . (identifier) @name) right: (expression_list . (call_expression function: (_) @call))) @var
(short_var_declaration left: (expression_list . (identifier) @name) right: (expression_list . (composite_literal type: (_) @type))) @var
(short_var_declaration left: (expression_list . (identifier) @name) right: (expression_list . (unary_expression operand: (composite_literal type: (_) @type)))) @var
(field_declaration name: (field_identifier) @name type: (_) @type) @field
(function_declaration result: (_) @type @returns)
(method_declaration result: (_) @type @returns)
`;

function imports(root: Node): LocalImport[] {
  const out: LocalImport[] = [];
  for (const spec of root.descendantsOfType('import_spec')) {
    const path = spec?.childForFieldName('path');
    if (!spec || !path) continue;
    const source = unquote(path.text);
    const local = spec.childForFieldName('name')?.text ?? source.split('/').pop()!;
    out.push({ source, names: [{ imported: '*', local }] });
  }
  return out;
}

export const go: LanguageSpec = {
  language: 'go',
  defs: DEFS,
  refs: REFS,
  typings: TYPINGS,
  branches: ['if_statement', 'for_statement', 'expression_case', 'type_case', 'communication_case'],
  logical: ['&&', '||'],
  comments: ['comment'],
  exported: (_def, name, type, topLevel) => (topLevel || type === 'Function') && /^[A-Z]/.test(name),
  imports,
  pkg: (root) => root.namedChildren.find((n) => n?.type === 'package_clause')?.namedChildren[0]?.text ?? null,
  selfWords: [],
};
