import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'; // Crockford base32, lowercase

function encodeTime(ms: number, length: number): string {
  let out = '';
  let value = ms;
  for (let i = 0; i < length; i++) {
    out = ALPHABET[value % 32]! + out;
    value = Math.floor(value / 32);
  }
  return out;
}

let lastTime = 0;
let lastRandom: number[] = [];

/** Adds one to a base32 digit array (most significant first); the random part of ids made in one ms. */
function increment(digits: number[]): number[] {
  const out = [...digits];
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i]! < 31) {
      out[i]!++;
      return out;
    }
    out[i] = 0;
  }
  return out;
}

/**
 * Time-ordered identifier: `<prefix>_<10 chars of ms time><16 random chars>`. Within one process, ids are
 * strictly increasing (ids made in the same millisecond count up), so sorting ids as strings sorts them by
 * creation, which gives keyset pagination for free.
 */
export function newId(prefix: string, now: number = Date.now()): string {
  let time = now;
  if (time <= lastTime) {
    time = lastTime;
    lastRandom = increment(lastRandom);
  } else {
    lastTime = time;
    lastRandom = [...randomBytes(16)].map((b) => b % 32);
  }
  return `${prefix}_${encodeTime(time, 10)}${lastRandom.map((d) => ALPHABET[d]!).join('')}`;
}
