import { type Static, type TSchema, Type } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { SLUG_PATTERN } from '../../../domain/slug.js';

/** Every error answer: `{error, code}`; some carry more fields, named by their endpoint. */
export const ErrorBody = Type.Object(
  { error: Type.String({ description: 'what went wrong, in words' }), code: Type.String({ description: 'machine code, e.g. VALIDATION_ERROR' }) },
  { additionalProperties: true, title: 'Error' },
);

export const Slug = Type.String({
  pattern: SLUG_PATTERN,
  minLength: 1,
  maxLength: 100,
  description: '1-100 lowercase letters, digits or single hyphens',
});

/** A full commit id; the description is what a refusal says it must be. */
export const FullSha = Type.String({ pattern: '^[0-9a-f]{40}$', description: 'a full commit SHA (40 lowercase hex digits)' });

/**
 * A branch name field. Only its bounds are checked here: what a branch name may be (including how long each part
 * may be in bytes) is decided by domain/ref-names.ts, which gives the reason in its message.
 */
export const BranchName = Type.String({ minLength: 1, maxLength: 1024, description: 'short branch name, e.g. main or feature/x' });


/** Standard error responses, so the OpenAPI document lists them for each route. */
export function errorResponses(...statuses: number[]): Record<number, typeof ErrorBody> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorBody]));
}

/**
 * `T or null` for response schemas, as a JSON-Schema type list. A Union would become `anyOf`, which the
 * response serializer resolves by running a validator on every response; a type list is a plain check.
 */
export function Nullable<T extends TSchema>(schema: T) {
  const base = schema as unknown as { type: string };
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [base.type, 'null'] });
}

/** The content type Fastify gives a body it serialized itself. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends an already serialized JSON body: Fastify sends bytes (or a string) as is when the content type is JSON. */
export function sendJson(reply: FastifyReply, json: Buffer | string): void {
  reply.type(JSON_TYPE).send(json);
}
