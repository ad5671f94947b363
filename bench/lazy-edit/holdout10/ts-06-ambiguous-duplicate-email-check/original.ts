import type { SignupInput, ProfileInput, InviteInput } from './types';

export type FieldErrors = Partial<Record<string, string>>;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_MAX = 80;

export function validateSignup(input: SignupInput): FieldErrors {
  const errors: FieldErrors = {};

  if (!input.name || input.name.trim().length === 0) {
    errors.name = 'Name is required';
  } else if (input.name.length > NAME_MAX) {
    errors.name = `Name must be at most ${NAME_MAX} characters`;
  }

  if (!input.email || !EMAIL_RE.test(input.email)) {
    errors.email = 'Please enter a valid email address';
  }

  if (!input.password || input.password.length < 10) {
    errors.password = 'Password must be at least 10 characters';
  }

  return errors;
}

export function validateProfile(input: ProfileInput): FieldErrors {
  const errors: FieldErrors = {};

  if (!input.name || input.name.trim().length === 0) {
    errors.name = 'Name is required';
  } else if (input.name.length > NAME_MAX) {
    errors.name = `Name must be at most ${NAME_MAX} characters`;
  }

  if (!input.email || !EMAIL_RE.test(input.email)) {
    errors.email = 'Please enter a valid email address';
  }

  if (input.bio && input.bio.length > 500) {
    errors.bio = 'Bio must be at most 500 characters';
  }

  return errors;
}

export function validateInvite(input: InviteInput): FieldErrors {
  const errors: FieldErrors = {};

  if (!input.emails.length) {
    errors.emails = 'Add at least one email address';
  } else if (input.emails.some((email) => !EMAIL_RE.test(email))) {
    errors.emails = 'One or more email addresses are invalid';
  }

  return errors;
}
