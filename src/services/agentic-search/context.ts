/** What every tool works on: one commit, read-only, through the exec sandbox and the repository handle. */
import type { CommitView, ExecService } from '../exec/index.js';
import type { Location } from './events.js';
import type { TreeIndex } from './tree-index.js';

export interface ToolContext {
  exec: ExecService;
  view: CommitView;
  index: TreeIndex;
  /** Milliseconds this tool call may take: SPEC's 10 s, or what is left of its turn's 10 s. */
  toolMs: number;
  /** Bytes held in view.blobs, and blobs left to lazy loading (too big, or past the budget). */
  cachedBytes: { value: number };
  skipped: Set<string>;
}

export interface ToolOutput {
  content: string;
  truncated: boolean;
  /** Places the tool showed (matching lines, lines read): the answer's fallback when the model names none. */
  found: Location[];
}

export const output = (content: string, truncated = false, found: Location[] = []): ToolOutput => ({ content, truncated, found });

/** The sandbox's own limit is set below the tool's, so the pool stops a runaway command before the tool gives up. */
export const SANDBOX_GRACE_MS = 2000;

/** The sandbox's time for a command of a tool with `toolMs` left. */
export const sandboxMs = (toolMs: number) => Math.max(100, toolMs - SANDBOX_GRACE_MS);

/** '10 s', '2.5 s' */
export const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
