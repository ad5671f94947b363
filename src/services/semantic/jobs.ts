/** Durable job kinds of the semantic index. */
import { Type } from 'typebox';
import { defineJob } from '../jobs/index.js';

/** One indexing run of a (repository, scope, branch): embeds the blobs not embedded yet, then records the commit. */
export const SEMANTIC_INDEX_JOB = defineJob('semantic.index', {
  payload: Type.Object({
    repoId: Type.String(),
    /** '' for the default index. */
    scope: Type.String(),
    branch: Type.String(),
  }),
  concurrency: 1,
  maxAttempts: 3,
  leaseMs: 120_000,
});
