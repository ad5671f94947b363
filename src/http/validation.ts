import { Ajv, type Options, type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';

// verbose: errors carry the failing schema, so the error plugin can name the allowed values in plain words.
const common: Options = { allErrors: false, useDefaults: true, removeAdditional: false, strict: false, verbose: true };

// Bodies are taken as sent: a string where a boolean belongs is an error, not coerced, and unknown
// fields are refused. Query strings and path parameters arrive as text, so they are coerced.
const bodyAjv = new Ajv({ ...common, coerceTypes: false });
const textAjv = new Ajv({ ...common, coerceTypes: 'array' });

interface BodyContext {
  parentData?: { body?: unknown };
}

/**
 * A request without a body (none sent, or an empty one with `Content-Type: application/json`) is validated as
 * `{}`: a route whose body fields are all optional accepts it, and a route with required fields names the
 * first missing one. A body of literal `null` is still refused.
 */
function bodyValidator(validate: ValidateFunction): ReturnType<FastifySchemaCompiler<unknown>> {
  const wrapped = (data: unknown, context?: BodyContext) => {
    if (data === null && context?.parentData && context.parentData.body === undefined) {
      const empty = {};
      if (!validate(empty)) {
        wrapped.errors = validate.errors;
        return false;
      }
      return { value: empty };
    }
    const ok = validate(data, context as never);
    wrapped.errors = validate.errors;
    return ok;
  };
  wrapped.errors = null as ValidateFunction['errors'];
  // Fastify passes the request as parentData only to validators that look like Ajv's (they have schemaEnv).
  wrapped.schemaEnv = validate.schemaEnv;
  return wrapped;
}

/**
 * Most schemas are registered several times (each route exists with and without a namespace, keyed and public),
 * and compiling is most of a start's CPU: each distinct (part, schema) is compiled once. Validators keep no
 * state between calls that another route could see (errors are read right after the call that set them).
 */
const compiled = new Map<string, ReturnType<FastifySchemaCompiler<unknown>>>();

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const body = httpPart === 'body';
  const key = `${body ? 'body' : 'text'}\0${JSON.stringify(schema)}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = body ? bodyValidator(bodyAjv.compile(schema as object)) : textAjv.compile(schema as object);
    compiled.set(key, validate);
  }
  return validate;
};

const serializers = new Map<string, (data: unknown) => string>();

/** Response serializers (fast-json-stringify, as Fastify's own), built once per distinct schema for the same reason. */
export const serializerCompiler = ({ schema }: { schema: unknown }): ((data: unknown) => string) => {
  const key = JSON.stringify(schema);
  let serialize = serializers.get(key);
  if (!serialize) {
    serialize = fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]) as (data: unknown) => string;
    serializers.set(key, serialize);
  }
  return serialize;
};

/**
 * JSON bodies as Fastify parses them, except that an empty one is no body rather than an error: clients that
 * always send `Content-Type: application/json` (many SDKs do) can then POST or DELETE without a body.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    else parse(request, body as string, done);
  });
}
