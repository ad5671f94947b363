/**
 * Agentic search (SPEC "Agentic search"): a model answers a question about a repository by calling read-only
 * tools over one commit — grep and listing commands in the exec sandbox, file reads and listings through the
 * repository handle — for up to max_turns turns. Paid plans only; the completion tokens of every turn that ran
 * are billed, a failed search's included.
 */
import { AppError, invalid } from '../../domain/errors.js';
import { hasFreeTierQuotas } from '../../domain/plans.js';
import type { Principal } from '../../domain/types.js';
import { requireModel, type ModelClient } from '../../infra/model/index.js';
import { listFiles, type ExecService } from '../exec/index.js';
import type { RepoAddress, RepoGate } from '../repository/index.js';
import type { UsageService } from '../usage/index.js';
import type { SearchEvent, SearchResult } from './events.js';
import { AGENTIC_LIMITS } from './limits.js';
import { LoopFailure, runLoop } from './loop.js';
import { firstMessages } from './prompt.js';
import { structureListing } from './structure.js';
import { TreeIndex } from './tree-index.js';

export type { Location, SearchEvent, SearchResult } from './events.js';
export { AGENTIC_LIMITS } from './limits.js';
export { TOOL_DEFINITIONS } from './tools.js';

export interface AgenticSearchDeps {
  gate: RepoGate;
  exec: ExecService;
  usage: UsageService;
  model: ModelClient | null;
  /** SPEC's 15 s per model request and 10 s per tool; shorter in tests. */
  timings?: { upstreamMs?: number; toolMs?: number };
}

export interface SearchInput {
  q: string;
  ref?: string | undefined;
  max_turns?: number | undefined;
  structure_depth?: number | undefined;
}

/** A search whose refusals (400, 402, 403, 404, 503) are behind it: what is left can only fail upstream. */
export interface PreparedSearch {
  ref: string;
  commitSha: string;
  /** Runs the loop, reporting each step; a failure is an AppError carrying `turn` and `total_tokens`. */
  run(emit: (event: SearchEvent) => void, signal?: AbortSignal): Promise<SearchResult>;
}

function check(input: SearchInput): { maxTurns: number; depth: number } {
  if (input.q.trim() === '') throw invalid('q must not be empty');
  if (input.q.length > AGENTIC_LIMITS.queryChars) throw invalid(`q is longer than ${AGENTIC_LIMITS.queryChars} characters`);
  const maxTurns = input.max_turns ?? AGENTIC_LIMITS.maxTurnsDefault;
  if (!Number.isInteger(maxTurns) || maxTurns < 1 || maxTurns > AGENTIC_LIMITS.maxTurnsCap) throw invalid(`max_turns must be an integer from 1 to ${AGENTIC_LIMITS.maxTurnsCap}`);
  const depth = input.structure_depth ?? AGENTIC_LIMITS.structureDepthDefault;
  if (!Number.isInteger(depth) || depth < 1 || depth > AGENTIC_LIMITS.structureDepthMax) throw invalid(`structure_depth must be an integer from 1 to ${AGENTIC_LIMITS.structureDepthMax}`);
  return { maxTurns, depth };
}

export class AgenticSearchService {
  constructor(private readonly deps: AgenticSearchDeps) {}

  /** Checks in SPEC's order of refusals: the request, access, the plan (402), the deployment (503), the ref (404). */
  async prepare(principal: Principal, address: RepoAddress, input: SearchInput): Promise<PreparedSearch> {
    const { maxTurns, depth } = check(input);
    const handle = await this.deps.gate.open(principal, address, 'read');
    if (hasFreeTierQuotas(principal.org.plan)) throw new AppError('PAYMENT_REQUIRED', 'agentic search needs a paid plan; this organization is on the free tier');
    const model = requireModel(this.deps.model, 'agentic search');
    const ref = input.ref ?? handle.repo.defaultBranch;
    const started = performance.now();
    const { sha } = await handle.resolve(ref, 'ref');
    const files = await listFiles(handle, (await handle.commit(sha)).tree);
    const index = new TreeIndex(files);
    const workspaceMs = Math.round(performance.now() - started);
    const upstreamMs = this.deps.timings?.upstreamMs ?? AGENTIC_LIMITS.upstreamMs;
    const toolMs = this.deps.timings?.toolMs ?? AGENTIC_LIMITS.toolMs;
    const usage = this.deps.usage;
    const exec = this.deps.exec;
    return {
      ref,
      commitSha: sha,
      async run(emit, signal) {
        emit({ type: 'start', ref, commit_sha: sha, workspace_ms: workspaceMs });
        const messages = firstMessages({ q: input.q, ref, sha, structure: structureListing(index, depth), depth, maxTurns });
        try {
          const outcome = await runLoop({ model, ctx: { exec, view: { handle, sha, files, blobs: new Map() }, index, toolMs, cachedBytes: { value: 0 }, skipped: new Set() }, messages, maxTurns, upstreamMs, emit, signal });
          await usage.record(principal.org, 'agentic_search_tokens', outcome.tokens);
          const result: SearchResult = { answer: outcome.answer, locations: outcome.locations, total_turns: outcome.turns, total_tokens: outcome.tokens, ref, commit_sha: sha };
          emit({ type: 'finish', answer: result.answer, locations: result.locations, total_turns: result.total_turns, total_tokens: result.total_tokens });
          return result;
        } catch (error) {
          if (!(error instanceof LoopFailure)) throw error;
          // SPEC: the turns that ran before an upstream failure are billed
          await usage.record(principal.org, 'agentic_search_tokens', error.tokens);
          throw new AppError(error.error.code, error.error.message, { ...error.error.details, turn: error.turn, total_tokens: error.tokens });
        }
      },
    };
  }
}
