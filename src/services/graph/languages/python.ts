/** Python: functions, classes, module variables, decorators (Flask/FastAPI routes), test_* functions. */
import type { Node } from 'web-tree-sitter';
import type { LocalImport } from '../model.js';
import { unquote, type LanguageSpec } from './spec.js';

const DEFS = `
(function_definition name: (identifier) @name) @def.Function
((function_definition name: (identifier) @name) @def.Test (#match? @name "^test"))
(class_definition name: (identifier) @name) @def.Class
(module (expression_statement (assignment left: (identifier) @name) @def.Variable))
(class_definition body: (block (expression_statement (assignment left: (identifier) @name) @def.Variable)))
(decorated_definition (decorator [(identifier) @name (attribute) @name (call function: (_) @name)]) @def.Decorator definition: (_) @target)
((decorated_definition (decorator (call function: (attribute attribute: (identifier) @route.method) arguments: (argument_list . (string) @route.path))) @def.Route definition: (_) @target)
  (#match? @route.method "^(route|get|post|put|patch|delete|head|options|api_route|websocket)$"))
`;

const REFS = `
(call function: (identifier) @name) @ref.call
(call function: (attribute object: (_) @receiver attribute: (identifier) @name)) @ref.call
(class_definition superclasses: (argument_list (identifier) @name @ref.extends))
(class_definition superclasses: (argument_list (attribute attribute: (identifier) @name) @ref.extends))
(type (identifier) @name) @ref.type
(function_definition return_type: (type (identifier) @name) @ref.returns)
(raise_statement (call function: (identifier) @name)) @ref.throws
(raise_statement (identifier) @name) @ref.throws
(assignment left: (identifier) @name) @ref.write
(assignment left: (attribute object: (_) @receiver attribute: (identifier) @name)) @ref.write
(augmented_assignment left: (identifier) @name) @ref.write
(augmented_assignment left: (attribute object: (_) @receiver attribute: (identifier) @name)) @ref.write
((identifier) @name @ref.read)
(attribute object: (identifier) @receiver attribute: (identifier) @name) @ref.read
`;

const TYPINGS = `
(typed_parameter (identifier) @name type: (type) @type) @var
(typed_default_parameter name: (identifier) @name type: (type) @type) @var
(assignment left: (identifier) @name type: (type) @type) @var
(assignment left: (identifier) @name right: (call function: (_) @call)) @var
((assignment left: (attribute object: (identifier) @_self attribute: (identifier) @name) right: (call function: (_) @call)) @field (#eq? @_self "self"))
((assignment left: (attribute object: (identifier) @_self attribute: (identifier) @name) type: (type) @type) @field (#eq? @_self "self"))
(function_definition return_type: (type) @type @returns)
`;

function imports(root: Node): LocalImport[] {
  const out: LocalImport[] = [];
  for (const stmt of root.descendantsOfType(['import_statement', 'import_from_statement'])) {
    if (!stmt) continue;
    if (stmt.type === 'import_statement') {
      for (const n of stmt.namedChildren) {
        if (n?.type === 'dotted_name') out.push({ source: n.text, names: [{ imported: '*', local: n.text }] });
        if (n?.type === 'aliased_import') {
          const name = n.childForFieldName('name')?.text;
          const alias = n.childForFieldName('alias')?.text;
          if (name) out.push({ source: name, names: [{ imported: '*', local: alias ?? name }] });
        }
      }
      continue;
    }
    const module = stmt.childForFieldName('module_name');
    if (!module) continue;
    const names: LocalImport['names'] = [];
    for (const n of stmt.namedChildren) {
      if (!n || n === module || n.id === module.id) continue;
      if (n.type === 'dotted_name') names.push({ imported: n.text, local: n.text });
      else if (n.type === 'aliased_import') {
        const name = n.childForFieldName('name')?.text;
        if (name) names.push({ imported: name, local: n.childForFieldName('alias')?.text ?? name });
      } else if (n.type === 'wildcard_import') names.push({ imported: '*', local: '*' });
    }
    out.push({ source: module.text, names });
  }
  return out;
}

function docstring(def: Node): Node | null {
  if (def.type !== 'function_definition' && def.type !== 'class_definition') return null;
  const first = def.childForFieldName('body')?.namedChildren[0];
  const str = first?.type === 'expression_statement' ? first.namedChildren[0] : null;
  return str?.type === 'string' && unquote(str.text).trim().length > 0 ? str : null;
}

export const python: LanguageSpec = {
  language: 'python',
  defs: DEFS,
  refs: REFS,
  typings: TYPINGS,
  branches: ['if_statement', 'elif_clause', 'for_statement', 'while_statement', 'except_clause', 'conditional_expression', 'case_clause', 'for_in_clause', 'if_clause'],
  logical: ['and', 'or'],
  comments: ['comment'],
  exported: (_def, name, _type, topLevel) => topLevel && !name.startsWith('_'),
  imports,
  docstring,
  selfWords: ['self', 'cls'],
};
