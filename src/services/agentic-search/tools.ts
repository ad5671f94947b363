/**
 * The tools offered to the model, as the JSON schemas sent upstream, and the checks of the arguments it sends
 * back. A bad argument is not the caller's mistake: it becomes a tool result telling the model what to fix.
 */
import type { ToolDefinition } from '../../infra/model/index.js';
import { AGENTIC_LIMITS } from './limits.js';

export const TOOL_DEFINITIONS: ToolDefinition[] = [
  {
    name: 'grep_search',
    description:
      'Search file contents with a regular expression (extended syntax: alternation a|b, groups, \\b, \\d, \\s). ' +
      'Prints path:line:text for each matching line (at most 20 per file), with context lines as path-line-text.',
    parameters: {
      type: 'object',
      properties: {
        pattern: { type: 'string', description: 'regular expression to look for' },
        path: { type: 'string', description: 'folder or file to search, relative to the repository root (default: the whole repository)' },
        include_pattern: { type: 'string', description: "only files whose path matches this glob, e.g. '*.ts' or 'src/**/*.py'" },
        case_sensitive: { type: 'boolean', description: 'default false' },
        output_context_lines: { type: 'integer', minimum: 0, maximum: 10, description: 'lines of context before and after each match (default 0)' },
      },
      required: ['pattern'],
      additionalProperties: false,
    },
  },
  {
    name: 'read',
    description: 'Read a file, with line numbers. Give a line range for long files; a result is cut at 8 KB and says where to continue.',
    parameters: {
      type: 'object',
      properties: {
        path: { type: 'string', description: 'file path relative to the repository root' },
        start_line: { type: 'integer', minimum: 1, description: 'first line, 1-based (default 1)' },
        end_line: { type: 'integer', minimum: 1, description: 'last line, inclusive (default: the end of the file)' },
      },
      required: ['path'],
      additionalProperties: false,
    },
  },
  {
    name: 'list_directory',
    description:
      'List a folder: its subfolders (with how many files each holds) and files (with sizes). Or run a read-only listing ' +
      "command instead, e.g. \"find src -name '*.go'\" or \"ls -la docs\" (ls, find, tree, du, wc, stat, file, and sort/head/tail/uniq/grep/cut/tr after a pipe).",
    parameters: {
      type: 'object',
      properties: {
        path: { type: 'string', description: 'folder relative to the repository root (default: the root)' },
        command: { type: 'string', description: 'a read-only listing command, run at the repository root instead of listing path' },
      },
      additionalProperties: false,
    },
  },
  {
    name: 'glob',
    description: "Find files by name: paths matching a glob such as '**/*.test.ts', 'src/**/config*' or 'Dockerfile' (a pattern without '/' matches file names anywhere).",
    parameters: {
      type: 'object',
      properties: { pattern: { type: 'string', description: 'glob (*, **, ?, {a,b}, [ab])' } },
      required: ['pattern'],
      additionalProperties: false,
    },
  },
  {
    name: 'finish',
    description: 'End the search: answer the question and give the locations (file and line range) that support the answer.',
    parameters: {
      type: 'object',
      properties: {
        answer: { type: 'string', description: 'the answer, in prose' },
        locations: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              path: { type: 'string' },
              start_line: { type: 'integer', minimum: 0 },
              end_line: { type: 'integer', minimum: 0 },
            },
            required: ['path'],
            additionalProperties: false,
          },
        },
      },
      required: ['answer', 'locations'],
      additionalProperties: false,
    },
  },
];

export const FINISH_ONLY = TOOL_DEFINITIONS.filter((t) => t.name === 'finish');

export type ToolName = 'grep_search' | 'read' | 'list_directory' | 'glob' | 'finish';

export interface GrepArgs {
  pattern: string;
  path: string;
  include_pattern: string | null;
  case_sensitive: boolean;
  output_context_lines: number;
}
export interface ReadArgs {
  path: string;
  start_line: number | null;
  end_line: number | null;
}
export type ListArgs = { path: string; command: null } | { path: null; command: string };
export interface GlobArgs {
  pattern: string;
}
export interface FinishArgs {
  answer: string;
  locations: Array<{ path: string; start_line: number; end_line: number }>;
}

export type ParsedCall =
  | { tool: 'grep_search'; args: GrepArgs }
  | { tool: 'read'; args: ReadArgs }
  | { tool: 'list_directory'; args: ListArgs }
  | { tool: 'glob'; args: GlobArgs }
  | { tool: 'finish'; args: FinishArgs };

/** A call the model got wrong: the message goes back to it as the tool's result. */
export class ToolArgumentError extends Error {}

type Raw = Record<string, unknown>;

/** The arguments as an object for the `tool_call` event: parsed when they are JSON, the raw text otherwise. */
export function argsForEvent(text: string): unknown {
  try {
    return JSON.parse(text || '{}') as unknown;
  } catch {
    return text;
  }
}

function str(raw: Raw, key: string, required: true): string;
function str(raw: Raw, key: string, required: false): string | null;
function str(raw: Raw, key: string, required: boolean): string | null {
  const value = raw[key];
  if (value === undefined || value === null || value === '') {
    if (required) throw new ToolArgumentError(`'${key}' is required`);
    return null;
  }
  if (typeof value !== 'string') throw new ToolArgumentError(`'${key}' must be a string`);
  if (value.length > 4096) throw new ToolArgumentError(`'${key}' is longer than 4096 characters`);
  return value;
}

/** Integers also as numeric strings: models write "10" about as often as 10. */
function int(raw: Raw, key: string, min: number, max: number): number | null {
  const value = raw[key];
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) throw new ToolArgumentError(`'${key}' must be an integer`);
  if (n < min || n > max) throw new ToolArgumentError(`'${key}' must be from ${min} to ${max}`);
  return n;
}

function bool(raw: Raw, key: string, fallback: boolean): boolean {
  const value = raw[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new ToolArgumentError(`'${key}' must be true or false`);
}

function locationsOf(value: unknown): FinishArgs['locations'] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new ToolArgumentError("'locations' must be an array of {path, start_line, end_line}");
  return value.slice(0, AGENTIC_LIMITS.locations).flatMap((item: unknown) => {
    // "src/a.ts:10-20" is accepted too: models fall back to that form
    if (typeof item === 'string') {
      const m = /^(.+?)(?::(\d+)(?:-(\d+))?)?$/.exec(item.trim());
      if (!m) return [];
      const start = m[2] ? Number(m[2]) : 0;
      return [{ path: m[1]!, start_line: start, end_line: m[3] ? Number(m[3]) : start }];
    }
    if (typeof item !== 'object' || item === null) return [];
    const raw = item as Raw;
    const path = typeof raw.path === 'string' ? raw.path : null;
    if (!path) return [];
    const start = int(raw, 'start_line', 0, Number.MAX_SAFE_INTEGER) ?? 0;
    const end = int(raw, 'end_line', 0, Number.MAX_SAFE_INTEGER) ?? start;
    return [{ path, start_line: start, end_line: Math.max(start, end) }];
  });
}

/** Checks one call's name and arguments; ToolArgumentError says what is wrong. */
export function parseCall(name: string, text: string): ParsedCall {
  let raw: Raw;
  try {
    const parsed = JSON.parse(text.trim() === '' ? '{}' : text) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ToolArgumentError('the arguments must be a JSON object');
    raw = parsed as Raw;
  } catch (error) {
    if (error instanceof ToolArgumentError) throw error;
    throw new ToolArgumentError(`the arguments are not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  switch (name) {
    case 'grep_search':
      return {
        tool: name,
        args: {
          pattern: str(raw, 'pattern', true),
          path: str(raw, 'path', false) ?? '',
          include_pattern: str(raw, 'include_pattern', false),
          case_sensitive: bool(raw, 'case_sensitive', false),
          output_context_lines: int(raw, 'output_context_lines', 0, 10) ?? 0,
        },
      };
    case 'read': {
      const start = int(raw, 'start_line', 1, Number.MAX_SAFE_INTEGER);
      const end = int(raw, 'end_line', 1, Number.MAX_SAFE_INTEGER);
      if (start !== null && end !== null && end < start) throw new ToolArgumentError("'end_line' is before 'start_line'");
      return { tool: name, args: { path: str(raw, 'path', true), start_line: start, end_line: end } };
    }
    case 'list_directory': {
      const command = str(raw, 'command', false);
      const path = str(raw, 'path', false);
      if (command !== null && path !== null) throw new ToolArgumentError("give either 'path' or 'command', not both");
      return { tool: name, args: command !== null ? { path: null, command } : { path: path ?? '', command: null } };
    }
    case 'glob':
      return { tool: name, args: { pattern: str(raw, 'pattern', true) } };
    case 'finish': {
      const answer = raw.answer;
      if (answer !== undefined && answer !== null && typeof answer !== 'string') throw new ToolArgumentError("'answer' must be a string");
      return { tool: name, args: { answer: typeof answer === 'string' ? answer : '', locations: locationsOf(raw.locations) } };
    }
    default:
      throw new ToolArgumentError(`there is no tool '${name.slice(0, 100)}'; the tools are grep_search, read, list_directory, glob and finish`);
  }
}
