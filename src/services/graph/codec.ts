/** Stored graph payloads: JSON, deflated, base64 (source text compresses 4-8×, and text columns work on both databases). */
import { deflateRawSync, inflateRawSync } from 'node:zlib';

export function encode(value: unknown): string {
  return deflateRawSync(Buffer.from(JSON.stringify(value)), { level: 6 }).toString('base64');
}

export function decode<T>(text: string): T {
  return JSON.parse(inflateRawSync(Buffer.from(text, 'base64')).toString('utf8')) as T;
}
