export { decodeVector, encodeVector, type DecodedVector } from './codec.js';
export { PostgresVectorIndex } from './postgres.js';
export { SqliteVectorIndex } from './sqlite.js';
export type { BlobVectors, NamespaceRow, NamespaceRows, StoredChunk, VectorIndex } from './types.js';
