/**
 * Lazy edits: the deterministic merger first; when it cannot place the snippet, the model (when configured)
 * with a strict prompt whose answer is checked before it is committed; otherwise 422 with the merger's reason.
 */
import { AppError } from '../../domain/errors.js';
import { hasFreeTierQuotas } from '../../domain/plans.js';
import type { Org } from '../../domain/types.js';
import type { ModelClient } from '../../infra/model/index.js';
import { isBareEllipsis, isMarker, lazyMerge, markerFor } from '../../lib/lazy-edit/index.js';
import { COMMIT_LIMITS } from './rules.js';

export interface LazyEditResult {
  text: string;
  /** Completion tokens the model spent (0 when the deterministic merger placed the snippet). */
  tokens: number;
}

export interface LazyEditInput {
  path: string;
  original: string;
  snippet: string;
  instruction: string | null;
}

function systemPrompt(marker: string): string {
  return [
    'You merge an edit snippet into a source file.',
    `In the snippet, a line like \`${marker}\` stands for unchanged lines of the original that were left out.`,
    'Answer with the complete updated file and nothing else: no explanation, no code fences.',
    'Copy every original line the snippet does not change exactly as it is. Write the snippet\'s lines exactly as given, with their indentation.',
    'Lines of the original that the snippet leaves out without a marker between two of its lines are deleted.',
    'Never write an "existing code" marker in your answer.',
  ].join('\n');
}

function userPrompt(input: LazyEditInput, reason: string): string {
  return [
    `File: ${input.path}`,
    '<original>',
    input.original,
    '</original>',
    '<snippet>',
    input.snippet,
    '</snippet>',
    ...(input.instruction ? [`Instruction: ${input.instruction}`] : []),
    `Why the automatic merge could not place the snippet: ${reason}`,
  ].join('\n');
}

/** Models wrap files in a code fence despite being told not to; one enclosing fence is taken off. */
function unfence(text: string): string {
  const fenced = /^\s*```[^\n]*\n([\s\S]*?)\n```\s*$/.exec(text);
  return fenced ? `${fenced[1]}\n` : text;
}

/** Why the model's answer cannot be the merged file, or null when it passes the checks. */
function rejectAnswer(answer: string, input: LazyEditInput): string | null {
  if (answer.trim().length === 0) return 'the answer is empty';
  // (a bare `// ...` counts as a marker too, unless the file has that line)
  const originalLines = new Set(input.original.split('\n').map((l) => l.trim()));
  const marker = (l: string) => (isMarker(l) || isBareEllipsis(l)) && !originalLines.has(l.trim());
  const stray = answer.split('\n').find(marker);
  if (stray !== undefined) return `the answer still contains the marker '${stray.trim()}'`;
  const present = new Set(answer.split('\n').map((l) => l.trim()));
  const missing = input.snippet.split('\n').find((l) => l.trim() !== '' && !isMarker(l) && !isBareEllipsis(l) && !present.has(l.trim()));
  if (missing !== undefined) return `the answer leaves out the snippet's line '${missing.trim().slice(0, 80)}'`;
  return null;
}

export class LazyEditor {
  constructor(
    private readonly model: ModelClient | null,
    private readonly enabled: boolean,
  ) {}

  /** 402 on the free plan first, then 503 when the deployment has lazy edit turned off. */
  assertAvailable(org: Org): void {
    if (hasFreeTierQuotas(org.plan)) throw new AppError('PAYMENT_REQUIRED', 'lazy_edit needs a paid plan; this organization is on the free tier');
    if (!this.enabled) throw new AppError('NOT_CONFIGURED', 'lazy_edit is turned off on this deployment (GROVE_LAZY_EDIT=off)');
  }

  async merge(input: LazyEditInput): Promise<LazyEditResult> {
    const started = Date.now();
    if (input.original.includes('\u0000')) throw new AppError('UNPROCESSABLE', `'${input.path}' is a binary file; lazy_edit merges text`);
    const merged = mergeSafely(input.original, input.snippet);
    if (merged.ok) return { text: merged.text, tokens: 0 };
    if (!this.model) {
      throw new AppError('UNPROCESSABLE', `the lazy edit of '${input.path}' could not be merged: ${merged.reason}`, { reason: merged.reason });
    }
    const budget = COMMIT_LIMITS.lazyEditMs - (Date.now() - started);
    if (budget <= 0) throw new AppError('UPSTREAM_ERROR', `the lazy edit of '${input.path}' ran out of its ${COMMIT_LIMITS.lazyEditMs / 1000} s`);
    const answer = await this.model.chat(
      {
        messages: [
          { role: 'system', content: systemPrompt(markerFor(input.path)) },
          { role: 'user', content: userPrompt(input, merged.reason) },
        ],
        temperature: 0,
      },
      { timeoutMs: budget },
    );
    if (answer.finishReason === 'length') throw new AppError('UPSTREAM_ERROR', `the model's merge of '${input.path}' was cut off before the end of the file`);
    let text = unfence(answer.content);
    const rejected = rejectAnswer(text, input);
    if (rejected) throw new AppError('UPSTREAM_ERROR', `the model's merge of '${input.path}' was not usable: ${rejected}`);
    // The file keeps its own final-newline convention whatever the model did.
    if (input.original.endsWith('\n') && !text.endsWith('\n')) text += '\n';
    if (!input.original.endsWith('\n') && input.original.length > 0) text = text.replace(/\n$/, '');
    return { text, tokens: answer.usage.completion_tokens };
  }
}

/** The deterministic merge; a fault in it is one more reason to ask the model (or answer 422), never a 500. */
function mergeSafely(original: string, snippet: string): ReturnType<typeof lazyMerge> {
  try {
    return lazyMerge(original, snippet);
  } catch (error) {
    return { ok: false, reason: `the deterministic merger failed on this snippet (${error instanceof Error ? error.message : String(error)})` };
  }
}
