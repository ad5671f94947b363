/**
 * Stored graph payloads: JSON compressed with Brotli, as base64 text (text columns work the same on both
 * databases). Edges are stored as [source, target, type index] triples: the keys would repeat in every one.
 */
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { EDGE_TYPES, type EdgeType, type GraphEdge } from './model.js';

const OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 7, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };

export function encode(value: unknown): string {
  return brotliCompressSync(Buffer.from(JSON.stringify(value)), OPTIONS).toString('base64');
}

export function decode<T>(text: string): T {
  return JSON.parse(brotliDecompressSync(Buffer.from(text, 'base64')).toString('utf8')) as T;
}

const EDGE_INDEX = new Map<EdgeType, number>(EDGE_TYPES.map((t, i) => [t, i]));

export function packEdges(edges: GraphEdge[]): Array<[string, string, number]> {
  return edges.map((e) => [e.source_id, e.target_id, EDGE_INDEX.get(e.type)!]);
}

export function unpackEdges(packed: Array<[string, string, number]>): GraphEdge[] {
  return packed.map(([source_id, target_id, t]) => ({ source_id, target_id, type: EDGE_TYPES[t]! }));
}
