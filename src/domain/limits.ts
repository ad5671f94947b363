/** SPEC "Limits", in one place. */
export const LIMITS = {
  rate: { perMinute: 600, perHour: 15_000 },
  /** Unauthenticated public read routes, per client address (SPEC leaves these open). */
  publicRate: { perMinute: 60, perHour: 1_000 },
  description: 500,
  pagination: {
    repos: { default: 50, max: 100 },
    branches: { default: 100, max: 500 },
    commits: { default: 20, max: 100 },
    /** Largest list offset accepted: beyond any real list, and well inside what both databases can bind. */
    maxOffset: 1_000_000_000,
  },
  jsonBodyBytes: 1024 * 1024,
  /** Forks: instant chains deeper than this are created deep. */
  fork: { maxDepth: 16 },
} as const;
