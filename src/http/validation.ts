import { Ajv, type Options } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';

const common: Options = { allErrors: false, useDefaults: true, removeAdditional: false, strict: false };

// Bodies are taken as sent: a string where a boolean belongs is an error, not coerced, and unknown
// fields are refused. Query strings and path parameters arrive as text, so they are coerced.
const bodyAjv = new Ajv({ ...common, coerceTypes: false });
const textAjv = new Ajv({ ...common, coerceTypes: 'array' });

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : textAjv;
  return ajv.compile(schema as object);
};
