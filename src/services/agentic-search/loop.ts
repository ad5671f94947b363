/**
 * The tool loop: each turn is one model request (15 s at most) offering the tools; the calls it makes are carried
 * out one after another (10 s for all the tools of a turn) and their results go back in the next request. The loop ends when the model
 * calls finish, answers without calling a tool, or reaches max_turns (the last turn offers finish only).
 */
import { AppError } from '../../domain/errors.js';
import type { ChatMessage, ModelClient, ToolCall } from '../../infra/model/index.js';
import { seconds, type ToolContext, type ToolOutput } from './context.js';
import type { Location, SearchEvent } from './events.js';
import { cleanLocations, fallbackAnswer, Found } from './found.js';
import { grepSearch } from './grep.js';
import { AGENTIC_LIMITS } from './limits.js';
import { glob, listDirectory } from './listing.js';
import { LAST_TURN } from './prompt.js';
import { readFile } from './read.js';
import { argsForEvent, FINISH_ONLY, parseCall, ToolArgumentError, TOOL_DEFINITIONS, type FinishArgs, type ParsedCall } from './tools.js';

export interface LoopInput {
  model: ModelClient;
  ctx: ToolContext;
  messages: ChatMessage[];
  maxTurns: number;
  upstreamMs: number;
  emit: (event: SearchEvent) => void;
  signal?: AbortSignal | undefined;
}

export interface LoopOutcome {
  answer: string;
  locations: Location[];
  turns: number;
  tokens: number;
}

/** A failure after some turns ran: what they cost goes with it, to be billed. */
export class LoopFailure extends Error {
  constructor(
    readonly error: AppError,
    readonly turn: number,
    readonly tokens: number,
  ) {
    super(error.message);
  }
}

function execute(ctx: ToolContext, call: Exclude<ParsedCall, { tool: 'finish' }>): Promise<ToolOutput> | ToolOutput {
  switch (call.tool) {
    case 'grep_search':
      return grepSearch(ctx, call.args);
    case 'read':
      return readFile(ctx, call.args);
    case 'list_directory':
      return listDirectory(ctx, call.args);
    case 'glob':
      return glob(ctx, call.args);
  }
}

/** A tool's result within its time; a tool's own failure is reported to the model, never to the caller. */
async function runTool(ctx: ToolContext, call: Exclude<ParsedCall, { tool: 'finish' }>): Promise<ToolOutput> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<ToolOutput>((resolve) => {
    timer = setTimeout(() => resolve({ content: `error: the tool did not finish within ${seconds(ctx.toolMs)}`, truncated: false, found: [] }), ctx.toolMs);
  });
  try {
    return await Promise.race([Promise.resolve().then(() => execute(ctx, call)), late]);
  } catch (error) {
    return { content: `error: the tool failed (${error instanceof Error ? error.message : String(error)})`, truncated: false, found: [] };
  } finally {
    clearTimeout(timer);
  }
}

export async function runLoop(input: LoopInput): Promise<LoopOutcome> {
  const { model, ctx, messages, emit } = input;
  const found = new Found();
  let tokens = 0;
  let turn = 0;
  let finish: FinishArgs | null = null;
  let prose = '';
  try {
    while (turn < input.maxTurns && finish === null) {
      turn++;
      if (input.signal?.aborted) throw new AppError('UPSTREAM_ERROR', 'the search was cancelled');
      emit({ type: 'turn_start', turn });
      const last = turn === input.maxTurns;
      const answer = await model.chat(
        { messages: last ? [...messages, { role: 'user', content: LAST_TURN }] : messages, tools: last ? FINISH_ONLY : TOOL_DEFINITIONS, temperature: 0 },
        { timeoutMs: input.upstreamMs, ...(input.signal ? { signal: input.signal } : {}) },
      );
      tokens += answer.usage.completion_tokens;
      const calls: ToolCall[] = answer.toolCalls.map((c, i) => ({ ...c, id: c.id || `call_${turn}_${i + 1}` }));
      messages.push({ role: 'assistant', content: answer.content || null, ...(calls.length > 0 ? { tool_calls: calls } : {}) });
      if (calls.length === 0) {
        // a plain answer ends the search: the model has nothing more to look up
        prose = answer.content.trim();
        emit({ type: 'turn_end', turn, prompt_tokens: answer.usage.prompt_tokens, completion_tokens: answer.usage.completion_tokens });
        break;
      }
      // SPEC: 10 s of tools per turn; each call gets what is left of it
      const toolsUntil = Date.now() + ctx.toolMs;
      for (const [i, call] of calls.entries()) {
        if (input.signal?.aborted) throw new AppError('UPSTREAM_ERROR', 'the search was cancelled');
        emit({ type: 'tool_call', turn, call_id: call.id, tool: call.name, args: argsForEvent(call.arguments) });
        const result = await answerCall({ ...ctx, toolMs: toolsUntil - Date.now() }, call, i, finish !== null, (args) => (finish = args));
        found.add(result.found);
        emit({ type: 'tool_result', turn, call_id: call.id, content: result.content, truncated: result.truncated });
        messages.push({ role: 'tool', tool_call_id: call.id, content: result.content });
      }
      emit({ type: 'turn_end', turn, prompt_tokens: answer.usage.prompt_tokens, completion_tokens: answer.usage.completion_tokens });
    }
  } catch (error) {
    const failure = error instanceof AppError ? error : new AppError('INTERNAL_ERROR', `the search failed: ${error instanceof Error ? error.message : String(error)}`);
    throw new LoopFailure(failure, turn, tokens);
  }
  const chosen = finish as FinishArgs | null;
  const named = chosen ? cleanLocations(chosen.locations, ctx.index) : [];
  const text = (chosen ? chosen.answer : prose).trim();
  // the model's own locations when it gave any; otherwise where the tools found things
  const locations = named.length > 0 ? named : cleanLocations(found.locations(), ctx.index);
  const answer = text !== '' ? text : fallbackAnswer(named.length > 0 ? [...new Set(named.map((l) => l.path))] : found.paths());
  return { answer, locations, turns: turn, tokens };
}

async function answerCall(ctx: ToolContext, call: ToolCall, index: number, finished: boolean, onFinish: (args: FinishArgs) => void): Promise<ToolOutput> {
  const refuse = (content: string): ToolOutput => ({ content, truncated: false, found: [] });
  if (finished) return refuse('not run: the search already finished');
  if (index >= AGENTIC_LIMITS.callsPerTurn) return refuse(`not run: at most ${AGENTIC_LIMITS.callsPerTurn} tool calls are carried out per turn`);
  let parsed: ParsedCall;
  try {
    parsed = parseCall(call.name, call.arguments);
  } catch (error) {
    if (error instanceof ToolArgumentError) return refuse(`error: ${call.name}: ${error.message}`);
    throw error;
  }
  if (parsed.tool === 'finish') {
    onFinish(parsed.args);
    return refuse('finished');
  }
  if (ctx.toolMs <= 0) return refuse("not run: this turn's time for tools is used up; ask for fewer or narrower searches per turn");
  return runTool(ctx, parsed);
}
