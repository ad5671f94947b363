/**
 * Schema validation failures in plain words: which field, and what it may be ("must be one of: public,
 * private"), never a validator's wording ("must be equal to constant") or a regular expression.
 */
import type { FastifySchemaValidationError } from 'fastify';

interface Schema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  pattern?: string;
  description?: string;
  properties?: Record<string, Schema>;
  minimum?: number;
  maximum?: number;
}

/** The verbose error Ajv gives (it carries the schema that failed). */
type SchemaError = FastifySchemaValidationError & { parentSchema?: Schema; schema?: unknown };

const quote = (value: unknown) => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value));

function list(values: string[]): string {
  return values.length <= 1 ? (values[0] ?? '') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

/** The values a schema allows, when it is a closed list; null otherwise. */
function choices(schema: Schema): unknown[] | null {
  if (schema.const !== undefined) return [schema.const];
  if (schema.enum) return schema.enum;
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return null;
  const all: unknown[] = [];
  for (const option of options) {
    const values = choices(option);
    if (!values) return null;
    all.push(...values);
  }
  return all;
}

function describeType(type: string, schema: Schema): string {
  switch (type) {
    case 'string':
      // a pattern is explained by the schema's description, never shown as a regular expression
      return schema.pattern ? (schema.description ?? 'a string in the expected format') : 'a string';
    case 'integer':
    case 'number': {
      const word = type === 'integer' ? 'a whole number' : 'a number';
      if (schema.minimum !== undefined && schema.maximum !== undefined) return `${word} from ${schema.minimum} to ${schema.maximum}`;
      if (schema.minimum !== undefined) return `${word} of at least ${schema.minimum}`;
      if (schema.maximum !== undefined) return `${word} of at most ${schema.maximum}`;
      return word;
    }
    case 'boolean':
      return 'true or false';
    case 'null':
      return 'null';
    case 'array':
      return 'a list';
    case 'object': {
      const fields = Object.keys(schema.properties ?? {});
      return fields.length ? `an object with ${fields.join(', ')}` : 'an object';
    }
    default:
      return type;
  }
}

/** What a schema accepts, in words. */
export function describeSchema(schema: Schema): string {
  const closed = choices(schema);
  if (closed) return closed.length === 1 ? quote(closed[0]) : `one of: ${closed.map(quote).join(', ')}`;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return list(options.map(describeSchema));
  if (schema.allOf) return schema.allOf.map(describeSchema).join(' and ');
  if (Array.isArray(schema.type)) return list(schema.type.map((t) => describeType(t, schema)));
  if (schema.type) return describeType(schema.type, schema);
  return schema.description ?? 'a valid value';
}

/** `/changes/0/edits/1` → `changes[0].edits[1]` (JSON Pointer escapes undone). */
function fieldPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('');
}

function label(part: string, path: string): string {
  switch (part) {
    case 'body':
      return path ? `body field '${path}'` : 'the request body';
    case 'querystring':
      return `query parameter '${path}'`;
    case 'params':
      return `path parameter '${path === '*' ? 'path' : path}'`;
    case 'headers':
      return `header '${path}'`;
    default:
      return path || part;
  }
}

/** One sentence for the first failure Fastify reports for `part` (body, querystring, params or headers). */
export function validationMessage(errors: FastifySchemaValidationError[], part: string): string {
  // Ajv stops at the first failure; when that is an anyOf, the branches' own failures come first and the
  // anyOf itself last, so the last error is always the one to explain.
  const error = errors.at(-1) as SchemaError | undefined;
  if (!error) return 'the request is not valid';
  const path = fieldPath(error.instancePath);
  const schema = error.parentSchema ?? {};
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const missing = String(params.missingProperty);
      const full = path ? `${path}.${missing}` : missing;
      return `${label(part, full)} is required`;
    }
    case 'additionalProperties': {
      const extra = String(params.additionalProperty);
      const allowed = Object.keys(schema.properties ?? {});
      const takes = allowed.length ? `allowed: ${allowed.join(', ')}` : 'none are allowed';
      if (part === 'querystring') return `unknown query parameter '${extra}' (${allowed.length ? `this endpoint takes ${allowed.join(', ')}` : 'this endpoint takes no query parameters'})`;
      if (part === 'body') return `unknown field '${path ? `${path}.${extra}` : extra}' in the request body (${takes})`;
      return `unknown ${part} field '${extra}' (${takes})`;
    }
    case 'type': {
      // the type alone: listing an object's fields here would read as if they were all required
      const types = Array.isArray(error.schema) ? (error.schema as string[]) : [String(error.schema)];
      const wanted = list(types.map((t) => (t === 'object' ? 'a JSON object' : describeType(t, schema))));
      return `${label(part, path)} must be ${wanted}`;
    }
    case 'const':
    case 'enum':
    case 'anyOf':
    case 'oneOf':
    case 'pattern':
    case 'format':
      return `${label(part, path)} must be ${describeSchema(schema)}`;
    case 'minLength':
      return params.limit === 1 ? `${label(part, path)} must not be empty` : `${label(part, path)} must be at least ${String(params.limit)} characters long`;
    case 'maxLength':
      return `${label(part, path)} must be at most ${String(params.limit)} characters long`;
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return `${label(part, path)} must be ${describeSchema(schema)}`;
    case 'minItems':
      return `${label(part, path)} must have at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}`;
    case 'maxItems':
      return `${label(part, path)} must have at most ${String(params.limit)} items`;
    default:
      return `${label(part, path)} is not valid (${error.message ?? error.keyword})`;
  }
}
