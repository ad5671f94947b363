export interface ValidationError {
  field: string;
  message: string;
}

export interface SignupInput {
  email: string;
  password: string;
  displayName: string;
  acceptTerms: boolean;
}

export interface ProfileUpdateInput {
  email: string;
  displayName: string;
  bio?: string;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_DISPLAY_NAME = 40;

export function validateSignup(input: SignupInput): ValidationError[] {
  const errors: ValidationError[] = [];

  if (!input.email || !EMAIL_RE.test(input.email)) {
    errors.push({ field: "email", message: "Enter a valid email address" });
  }
  if (!input.displayName.trim()) {
    errors.push({ field: "displayName", message: "Display name is required" });
  } else if (input.displayName.length > MAX_DISPLAY_NAME) {
    errors.push({ field: "displayName", message: `Display name must be at most ${MAX_DISPLAY_NAME} characters` });
  }
  if (input.password.length < 12) {
    errors.push({ field: "password", message: "Password must be at least 12 characters" });
  }
  if (!input.acceptTerms) {
    errors.push({ field: "acceptTerms", message: "You must accept the terms of service" });
  }

  return errors;
}

export function validateProfileUpdate(input: ProfileUpdateInput): ValidationError[] {
  const errors: ValidationError[] = [];

  if (!input.email || !EMAIL_RE.test(input.email)) {
    errors.push({ field: "email", message: "Enter a valid email address" });
  }
  if (!input.displayName.trim()) {
    errors.push({ field: "displayName", message: "Display name is required" });
  } else if (input.displayName.length > MAX_DISPLAY_NAME) {
    errors.push({ field: "displayName", message: `Display name must be at most ${MAX_DISPLAY_NAME} characters` });
  }
  if (input.bio && input.bio.length > 500) {
    errors.push({ field: "bio", message: "Bio must be at most 500 characters" });
  }

  return errors;
}
