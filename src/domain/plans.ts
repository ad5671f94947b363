/**
 * `free`, `paid` and `usage` are SPEC's SaaS plans. `unlimited` is a self-hosted install's plan: no quotas and
 * every paid feature, named for what it is so an operator never reads "paid" for something nobody paid for.
 */
export const PLANS = ['free', 'paid', 'usage', 'unlimited'] as const;
export type Plan = (typeof PLANS)[number];

export function isPlan(value: string): value is Plan {
  return (PLANS as readonly string[]).includes(value);
}

/** SPEC Limits → free tier monthly. The other plans have no such quota. */
export const FREE_TIER = {
  apiCallsPerMonth: 10_000,
  repositories: 5,
  storageBytes: 1024 ** 3,
} as const;

export function hasFreeTierQuotas(plan: Plan): boolean {
  return plan === 'free';
}

/** The end of every 402: which plan the organization is on and the command that changes it. */
export function planAdvice(orgSlug: string, plan: Plan): string {
  return `Organization '${orgSlug}' is on the '${plan}' plan; an operator can lift this limit with \`grove org set-plan ${orgSlug} unlimited\` (or paid).`;
}

/**
 * SPEC Limits → large files: the biggest object and the objects per batch request. The free tier has the small
 * limits; paid and usage plans the usage tier's (SPEC names only free and usage; docs/api-decisions.md).
 */
export function lfsLimits(plan: Plan): { maxObjectBytes: number; objectsPerBatch: number } {
  return plan === 'free' ? { maxObjectBytes: 100 * 1024 ** 2, objectsPerBatch: 20 } : { maxObjectBytes: 2 * 1024 ** 3, objectsPerBatch: 100 };
}
