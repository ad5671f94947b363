/** Typed failures of ref updates (all map to HTTP 409 through AppError's CONFLICT code). */
import { AppError } from '../../domain/errors.js';

/** The ref's current value is not the expected one. */
export class RefConflictError extends AppError {
  constructor(
    readonly ref: string,
    readonly expected: string | null,
    readonly actual: string | null,
  ) {
    super('CONFLICT', `ref ${ref} is at ${actual ?? '(none)'}, expected ${expected ?? '(none)'}`, {
      ref,
      expected,
      actual,
    });
    this.name = 'RefConflictError';
  }
}

/** Someone (us or git) held `<ref>.lock` for the whole retry window. */
export class RefLockedError extends AppError {
  constructor(readonly ref: string) {
    super('CONFLICT', `ref ${ref} is locked by a concurrent update`, { ref });
    this.name = 'RefLockedError';
  }
}

/** Directory/file conflict: `refs/heads/a` and `refs/heads/a/b` cannot both exist. */
export class RefNameConflictError extends AppError {
  constructor(
    readonly ref: string,
    readonly existing: string,
  ) {
    super('CONFLICT', `cannot create ref ${ref}: ${existing} exists`, { ref, existing });
    this.name = 'RefNameConflictError';
  }
}
