/** One indexed unit: a run of lines of a blob (1-based, inclusive). Its text is indexed, not kept. */
export interface KeywordChunk {
  startLine: number;
  endLine: number;
  text: string;
}

export type KeywordStatus = 'pending' | 'indexing' | 'ready' | 'failed';

/** Which commit of a branch the keyword index reflects, and how far its last run got. */
export interface KeywordBranch {
  repoId: string;
  branch: string;
  /** null until a run completed. */
  commitSha: string | null;
  status: KeywordStatus;
  error: string | null;
  filesCount: number;
  chunksCount: number;
  indexedAt: string | null;
  updatedAt: string;
}

/** What a run changes in a branch's file list. */
export interface KeywordFileChanges {
  /** Replace the whole list (a first or full run) instead of applying changes to it. */
  replace: boolean;
  upserts: Array<{ path: string; blobSha: string }>;
  deletes: string[];
}

/**
 * A parsed query. `terms` are lower-case, at least 3 characters (the trigram floor); a chunk matches when it
 * holds any of them, and ranks higher with more of the rarer ones.
 */
export interface KeywordQuery {
  terms: string[];
}

export interface KeywordHit {
  path: string;
  blobSha: string;
  startLine: number;
  endLine: number;
  /** Higher is better; bm25 on SQLite, a bm25 of substring counts on PostgreSQL. Not comparable across stores. */
  score: number;
}
