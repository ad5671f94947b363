import { type Static, type TSchema, Type } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { SLUG_PATTERN } from '../../../domain/slug.js';

const ErrorBody = Type.Object({ error: Type.String(), code: Type.String() }, { additionalProperties: true, $id: undefined });

export const Slug = Type.String({ pattern: SLUG_PATTERN, minLength: 1, maxLength: 100 });

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
