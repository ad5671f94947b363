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
