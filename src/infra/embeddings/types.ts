/** One way of turning text into vectors. The id names the model and its settings, so vectors of two embedders never mix. */
export interface Embedder {
  /** Part of every stored vector's address: switching model or dimensions starts a fresh set of vectors. */
  readonly id: string;
  readonly dimensions: number;
  /**
   * `lexical`: sparse non-negative vectors whose query side the search reweights by document frequencies of the
   * searched index (IDF); `dense`: vectors of a model, compared as they are.
   */
  readonly kind: 'lexical' | 'dense';
  /** One L2-normalized vector per text, in order. */
  embed(texts: readonly string[], options?: EmbedOptions): Promise<Float32Array[]>;
  /**
   * Lexical embedders: the query's terms, each with the dimensions it hashes to and its weight, so the search
   * can require every dimension of a term to match (a hash collision in one dimension then scores nothing).
   */
  queryTerms?(text: string): QueryTerm[];
}

export interface QueryTerm {
  dims: number[];
  weight: number;
}

export interface EmbedOptions {
  /** Queries and documents may be embedded differently (lexical: stop-word handling is the same, weights differ). */
  role?: 'query' | 'document';
  signal?: AbortSignal;
}

export function l2normalize(vector: Float32Array): Float32Array {
  let sum = 0;
  for (let i = 0; i < vector.length; i++) sum += vector[i]! * vector[i]!;
  if (sum === 0) return vector;
  const norm = Math.sqrt(sum);
  for (let i = 0; i < vector.length; i++) vector[i]! /= norm;
  return vector;
}
