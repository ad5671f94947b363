/** What a search reports as it goes: SPEC's stream events, exactly (the JSON form is the `finish` payload plus ref and SHA). */

export interface Location {
  path: string;
  /** 1-based, inclusive; 0 when the model gave no range. */
  start_line: number;
  end_line: number;
}

export type SearchEvent =
  | { type: 'start'; ref: string; commit_sha: string; workspace_ms: number }
  | { type: 'turn_start'; turn: number }
  | { type: 'tool_call'; turn: number; call_id: string; tool: string; args: unknown }
  | { type: 'tool_result'; turn: number; call_id: string; content: string; truncated: boolean }
  | { type: 'turn_end'; turn: number; prompt_tokens: number; completion_tokens: number }
  | { type: 'finish'; answer: string; locations: Location[]; total_turns: number; total_tokens: number }
  | { type: 'error'; code: string; message: string; turn?: number };

export interface SearchResult {
  answer: string;
  locations: Location[];
  total_turns: number;
  total_tokens: number;
  ref: string;
  commit_sha: string;
}
