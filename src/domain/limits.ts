/** SPEC "Limits", in one place. */
export const LIMITS = {
  rate: { perMinute: 600, perHour: 15_000 },
  description: 500,
  pagination: {
    repos: { default: 50, max: 100 },
    branches: { default: 100, max: 500 },
    commits: { default: 20, max: 100 },
  },
  jsonBodyBytes: 1024 * 1024,
} as const;
