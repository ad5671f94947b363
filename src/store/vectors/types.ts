/**
 * Where chunk vectors live (docs/adr/0012-vector-store.md). Vectors are addressed by content: (embedder id, blob
 * sha, chunk no.). A blob embedded once is never embedded again, by any branch, repository or fork. A
 * namespace (a repository's default index, or one of its named scopes) is the set of blobs its indexing runs
 * have seen; searching a commit intersects that set with the commit's tree. No code text is stored here: the
 * service re-reads snippets from git by blob sha and lines.
 */
export interface StoredChunk {
  chunkNo: number;
  startLine: number;
  endLine: number;
  /** codec.ts encoding. */
  vector: Buffer;
}

export interface BlobVectors {
  blobSha: string;
  /** Possibly empty (a binary or blank file): the blob is still recorded as embedded. */
  chunks: StoredChunk[];
}

export interface NamespaceRow extends StoredChunk {
  blobSha: string;
}

export interface NamespaceRows {
  rows: NamespaceRow[];
  /** Pass back as `afterSeq` to get only what was added since. */
  seq: number;
  /** Changes when the namespace was dropped (cached rows are then stale). */
  epoch: number;
}

export interface VectorIndex {
  /** `sqlite` (a vectors.db beside grove.db), `postgres` (plain table, exact scan) or `pgvector`. */
  readonly kind: string;
  /** The blobs of the list that already have vectors from this embedder. */
  embedded(embedder: string, blobs: readonly string[]): Promise<Set<string>>;
  /** Chunk counts of blobs that have vectors (missing blobs are absent from the map). */
  chunkCounts(embedder: string, blobs: readonly string[]): Promise<Map<string, number>>;
  put(embedder: string, blobs: readonly BlobVectors[]): Promise<void>;
  /** Adds blobs (already embedded) to a namespace; returns how many were new to it. */
  addToNamespace(namespace: string, embedder: string, blobs: readonly string[]): Promise<number>;
  /** The namespace's rows added after `afterSeq` (0: all). */
  rows(namespace: string, embedder: string, afterSeq: number): Promise<NamespaceRows>;
  /** seq and epoch only (to check a cache); seq 0 when the namespace is empty. */
  version(namespace: string, embedder: string): Promise<{ seq: number; epoch: number }>;
  /** Whether the namespace holds any blob of any embedder. */
  hasNamespace(namespace: string): Promise<boolean>;
  /** Names of the namespaces that are `name` or start with `name/` (a repository's default index and scopes). */
  namespacesUnder(name: string): Promise<string[]>;
  /**
   * Forgets namespaces and deletes the vectors no namespace refers to any more. Returns whether any
   * namespace held blobs.
   */
  dropNamespaces(namespaces: readonly string[]): Promise<boolean>;
  /** Bytes on disk (or in the table) taken by vectors, for benchmarks. */
  sizeBytes(): Promise<number>;
  close(): Promise<void>;
}
