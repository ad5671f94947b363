const PLANS = ['free', 'paid', 'usage'] as const;
export type Plan = (typeof PLANS)[number];

export function isPlan(value: string): value is Plan {
  return (PLANS as readonly string[]).includes(value);
}

/** SPEC Limits → free tier monthly. Paid and usage plans have no such quota. */
export const FREE_TIER = {
  apiCallsPerMonth: 10_000,
  repositories: 5,
  storageBytes: 1024 ** 3,
} as const;

export function hasFreeTierQuotas(plan: Plan): boolean {
  return plan === 'free';
}

/**
 * SPEC Limits → large files: the biggest object and the objects per batch request. The free tier has the small
 * limits; paid and usage plans the usage tier's (SPEC names only free and usage; docs/api-decisions.md).
 */
export function lfsLimits(plan: Plan): { maxObjectBytes: number; objectsPerBatch: number } {
  return plan === 'free' ? { maxObjectBytes: 100 * 1024 ** 2, objectsPerBatch: 20 } : { maxObjectBytes: 2 * 1024 ** 3, objectsPerBatch: 100 };
}
