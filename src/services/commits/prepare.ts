/** A commit request's changes, checked before anything is read: paths, contents, edit shapes, limits. */
import { AppError, invalid } from '../../domain/errors.js';
import { assertBranchName } from '../../domain/ref-names.js';
import { isMarker } from '../../lib/lazy-edit/index.js';
import { checkEdits, type Edit } from './edits.js';
import { checkPath, COMMIT_LIMITS, decodeContent } from './rules.js';

export interface ChangeInput {
  path: string;
  action?: 'create' | 'edit' | 'delete' | 'rename' | 'lazy_edit' | undefined;
  content?: string | undefined;
  encoding?: 'utf-8' | 'base64' | undefined;
  edits?: Edit[] | undefined;
  new_path?: string | undefined;
  edit_snippet?: string | undefined;
  instruction?: string | undefined;
}

export interface CreateCommitInput {
  branch: string;
  message: string;
  author?: { name: string; email: string } | undefined;
  parent_sha?: string | undefined;
  /** Commit even when the changes leave the tree as it is (git commit --allow-empty). */
  allow_empty?: boolean | undefined;
  changes: ChangeInput[];
}

/** The fields each action reads besides `path` and `action`; any other field given is a contradiction. */
const FIELDS_OF: Record<NonNullable<ChangeInput['action']>, readonly (keyof ChangeInput)[]> = {
  create: ['content', 'encoding'],
  edit: ['edits'],
  delete: [],
  rename: ['new_path'],
  lazy_edit: ['edit_snippet', 'instruction'],
};
const OPTIONAL_FIELDS: readonly (keyof ChangeInput)[] = ['content', 'encoding', 'edits', 'new_path', 'edit_snippet', 'instruction'];

/** 400 for a change that carries fields its action does not use (`create` with `edits`, `delete` with `new_path`). */
function checkFields(change: ChangeInput, i: number): void {
  const action = change.action ?? 'create';
  const allowed = FIELDS_OF[action];
  const extra = OPTIONAL_FIELDS.filter((field) => change[field] !== undefined && !allowed.includes(field));
  if (extra.length === 0) return;
  const uses = allowed.length === 0 ? 'no other field' : allowed.join(' and ');
  throw invalid(`changes[${i}] is a ${action} of '${change.path}', which uses ${uses}; remove ${extra.join(', ')}`);
}

export type Prepared =
  | { action: 'create'; path: string; bytes: Buffer }
  | { action: 'edit'; path: string; edits: Edit[] }
  | { action: 'delete'; path: string }
  | { action: 'rename'; path: string; newPath: string }
  | { action: 'lazy_edit'; path: string; snippet: string; instruction: string | null };

function prepareLazyEdit(change: ChangeInput, path: string, i: number): Prepared {
  const snippet = change.edit_snippet;
  if (snippet === undefined || snippet.trim().length === 0) throw invalid(`changes[${i}] (lazy_edit '${path}') needs a non-empty edit_snippet`);
  if (Buffer.byteLength(snippet) > COMMIT_LIMITS.snippetBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', `edit_snippet of '${path}' is larger than ${COMMIT_LIMITS.snippetBytes / 1024} KB`);
  }
  if (snippet.split('\n').every((line) => line.trim() === '' || isMarker(line))) {
    throw invalid(`edit_snippet of '${path}' has only existing-code markers; it must contain the lines to write`);
  }
  const instruction = change.instruction ?? null;
  if (instruction !== null && (/[\r\n]/.test(instruction) || instruction.length > COMMIT_LIMITS.instructionChars)) {
    throw invalid(`instruction of '${path}' must be a single line of at most ${COMMIT_LIMITS.instructionChars} characters`);
  }
  return { action: 'lazy_edit', path, snippet, instruction };
}

export function prepare(input: CreateCommitInput): Prepared[] {
  assertBranchName(input.branch, 'branch');
  if (Buffer.byteLength(input.message) > COMMIT_LIMITS.messageBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', `message is larger than ${COMMIT_LIMITS.messageBytes} bytes`);
  }
  if (input.message.trim().length === 0) throw invalid('message must not be empty');
  if (input.parent_sha !== undefined && !/^[0-9a-f]{40}$/.test(input.parent_sha)) throw invalid('parent_sha must be a 40-character commit id');
  if (input.changes.length === 0) throw invalid('changes must not be empty');
  if (input.changes.length > COMMIT_LIMITS.files) throw new AppError('PAYLOAD_TOO_LARGE', `a commit may change at most ${COMMIT_LIMITS.files} files`);
  const lazyEdits = input.changes.filter((c) => c.action === 'lazy_edit').length;
  if (lazyEdits > COMMIT_LIMITS.lazyEdits) throw new AppError('PAYLOAD_TOO_LARGE', `a commit may hold at most ${COMMIT_LIMITS.lazyEdits} lazy_edit changes; it has ${lazyEdits}`);
  return input.changes.map((change, i): Prepared => {
    const path = checkPath(change.path, `changes[${i}].path`);
    checkFields(change, i);
    switch (change.action ?? 'create') {
      case 'create':
        if (change.content === undefined) throw invalid(`changes[${i}] (create '${path}') needs content`);
        return { action: 'create', path, bytes: decodeContent(change.content, change.encoding ?? 'utf-8', path) };
      case 'edit':
        checkEdits(change.edits ?? [], path);
        return { action: 'edit', path, edits: change.edits ?? [] };
      case 'delete':
        return { action: 'delete', path };
      case 'rename':
        return { action: 'rename', path, newPath: checkPath(change.new_path, `changes[${i}].new_path`) };
      case 'lazy_edit':
        return prepareLazyEdit(change, path, i);
    }
  });
}
