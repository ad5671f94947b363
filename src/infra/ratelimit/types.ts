/** One window of a sliding-window limit, e.g. 600 per 60 s. */
export interface Window {
  limit: number;
  ms: number;
}

export interface RateDecision {
  allowed: boolean;
  /** The first window's limit (SPEC: X-RateLimit-Limit is the per-minute maximum). */
  limit: number;
  /** Requests left before the tightest window refuses. */
  remaining: number;
  /** Unix time (seconds) at which the first window's current slot ends. */
  resetAt: number;
  /** Seconds to wait before retrying; only meaningful when refused. */
  retryAfter: number;
}

/**
 * Sliding-window rate limiting. Each window is approximated by two fixed slots: the estimate is
 * `previous × (1 − elapsed/window) + current`, which smooths bursts at slot edges without keeping a log.
 * A refused request is not counted.
 */
export interface RateLimiter {
  /** The in-process limiter answers synchronously; shared ones (Redis) with a promise. */
  hit(bucket: string, now: number): RateDecision | Promise<RateDecision>;
  close(): Promise<void>;
}

export interface SlotCounts {
  previous: number;
  current: number;
}

/** Shared arithmetic, so both implementations decide identically from the same counts. */
export function decide(windows: readonly Window[], counts: readonly SlotCounts[], now: number): RateDecision {
  let allowed = true;
  let remaining = Number.POSITIVE_INFINITY;
  let retryAfterMs = 0;
  // A plain loop: this runs on every request.
  for (let i = 0; i < windows.length; i++) {
    const window = windows[i]!;
    const count = counts[i];
    const previous = count ? count.previous : 0;
    const current = count ? count.current : 0;
    const slotStart = Math.floor(now / window.ms) * window.ms;
    const estimate = previous * (1 - (now - slotStart) / window.ms) + current;
    if (estimate + 1 > window.limit) {
      allowed = false;
      retryAfterMs = Math.max(retryAfterMs, timeUntilBelow(window, previous, current, now, slotStart));
    }
    remaining = Math.min(remaining, Math.floor(window.limit - estimate - 1));
  }
  if (!allowed) remaining = 0;
  const first = windows[0]!;
  const firstSlotEnd = Math.floor(now / first.ms) * first.ms + first.ms;
  return {
    allowed,
    limit: first.limit,
    remaining: Math.max(0, Number.isFinite(remaining) ? remaining : first.limit),
    resetAt: Math.ceil(firstSlotEnd / 1000),
    retryAfter: allowed ? 0 : Math.max(1, Math.ceil(retryAfterMs / 1000)),
  };
}

/** How long until one more request fits, as the previous slot's weight decays (or the slot rolls over). */
function timeUntilBelow(window: Window, previous: number, current: number, now: number, slotStart: number): number {
  const slotEnd = slotStart + window.ms;
  if (current + 1 > window.limit) {
    // Even with the previous slot fully decayed this slot is full: wait for the roll-over, after which
    // this slot becomes "previous" and decays as time passes.
    return slotEnd - now + window.ms * Math.min(1, Math.max(0, 1 - (window.limit - 1) / Math.max(current, 1)));
  }
  if (previous === 0) return slotEnd - now;
  // previous × (1 − t/window) + current + 1 ≤ limit  ⇒  t ≥ window × (1 − (limit − 1 − current)/previous)
  const t = window.ms * (1 - (window.limit - 1 - current) / previous);
  return Math.max(0, slotStart + t - now);
}
