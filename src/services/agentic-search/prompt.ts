/** The prompt: a fixed system message, then the question with the commit's structure listing. */
import type { ChatMessage } from '../../infra/model/index.js';

export function systemPrompt(maxTurns: number): string {
  return [
    'You search a git repository to answer a question about its code. You see one commit, read-only, through tools:',
    '- grep_search: regular-expression search of file contents',
    '- read: a file with line numbers (give start_line/end_line for long files)',
    '- list_directory: a folder, or a read-only listing command such as find',
    '- glob: files by name pattern',
    '- finish: your answer and the locations that support it',
    `You have at most ${maxTurns} turns; each turn may call several tools at once, so search broadly early and call independent tools together.`,
    'Paths are relative to the repository root. Base the answer on what the tools showed, not on guesses.',
    'End by calling finish with a short prose answer and locations: each {path, start_line, end_line} of the code that answers the question (1-based, inclusive).',
  ].join('\n');
}

export function firstMessages(input: { q: string; ref: string; sha: string; structure: string; depth: number; maxTurns: number }): ChatMessage[] {
  return [
    { role: 'system', content: systemPrompt(input.maxTurns) },
    {
      role: 'user',
      content: [
        `Question: ${input.q}`,
        '',
        `Repository at ${input.ref} (commit ${input.sha}), folders and files to depth ${input.depth}:`,
        input.structure,
      ].join('\n'),
    },
  ];
}

/** Added before the last turn, when only finish is offered. */
export const LAST_TURN = 'This is your last turn: call finish now with your best answer and the locations you found.';
