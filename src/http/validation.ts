import { Ajv, type Options, type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';

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

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (httpPart === 'body') return bodyValidator(bodyAjv.compile(schema as object));
  return textAjv.compile(schema as object);
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
