/** Repositories as callers use them: the gate, the handle it gives, revisions, objects and the commit writer. */
export { displayName, RepoGate, type GateDeps, type OrgRepoAddress, type RepoAddress } from './gate.js';
export { RepoHandle } from './handle.js';
export { isTreeMode, RepoObjects } from './objects.js';
export type { GitIdentity } from './policy.js';
export { isRevisionMiss, type ResolvedRev } from './resolve.js';
export { CommitWriter, IMMEDIATE, storedMessage, type BuiltCommit, type Durability, type NewCommit } from './writer.js';
export { RepoStorage } from './storage.js';
export { walkFiles, type WalkedFile } from './tree-walk.js';
