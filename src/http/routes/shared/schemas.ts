import { Type } from '@fastify/type-provider-typebox';
import { SLUG_PATTERN } from '../../../domain/slug.js';

export const ErrorBody = Type.Object({ error: Type.String(), code: Type.String() }, { additionalProperties: true, $id: undefined });

export const Slug = Type.String({ pattern: SLUG_PATTERN, minLength: 1, maxLength: 100 });

export const SlugParams = Type.Object({ slug: Type.String() });
export const NamespacedParams = Type.Object({ namespace: Type.String(), slug: Type.String() });

/** Standard error responses, so the OpenAPI document lists them for each route. */
export function errorResponses(...statuses: number[]): Record<number, typeof ErrorBody> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorBody]));
}
