/**
 * Small numeric helpers shared by the charting components.
 */

export function lerp(a, b, t) {
  return a + (b - a) * t;
}

export function roundTo(value, decimals = 0) {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export function randomInt(min, max, rng = Math.random) {
  return Math.floor(rng() * (max - min + 1)) + min;
}

export function sum(values) {
  return values.reduce((acc, v) => acc + v, 0);
}

export function mean(values) {
  if (values.length === 0) {
    return NaN;
  }
  return sum(values) / values.length;
}

export function niceStep(range, targetTicks = 5) {
  const rough = range / targetTicks;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const residual = rough / magnitude;
  if (residual > 5) return 10 * magnitude;
  if (residual > 2) return 5 * magnitude;
  if (residual > 1) return 2 * magnitude;
  return magnitude;
}
