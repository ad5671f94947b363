/** Embedders (built-in lexical, OpenAI-compatible) and rerankers (built-in BM25, `/rerank` endpoints). */
import { LexicalEmbedder } from './lexical.js';
import { OpenAIEmbedder, type OpenAIEmbedderSettings } from './openai.js';
import type { Embedder } from './types.js';

export { LexicalEmbedder, LEXICAL_DIMENSIONS, fnv1a } from './lexical.js';
export { OpenAIEmbedder, type OpenAIEmbedderSettings } from './openai.js';
export { Bm25Reranker, HttpReranker, type HttpRerankerSettings, type Reranker } from './rerank.js';
export { codeTokens, stem, tokenSet, type WeightedToken } from './tokens.js';
export { l2normalize, type EmbedOptions, type Embedder, type QueryTerm } from './types.js';

/** The configured embedder: an OpenAI-compatible endpoint when the operator set one, the built-in one otherwise. */
export function createEmbedder(settings: OpenAIEmbedderSettings | null): Embedder {
  return settings ? new OpenAIEmbedder(settings) : new LexicalEmbedder();
}
