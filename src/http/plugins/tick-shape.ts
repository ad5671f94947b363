import { AsyncResource } from 'node:async_hooks';

let retained: object | null = null;

/**
 * Works around a V8 effect that made every request pay for process.nextTick, which Node's HTTP internals call
 * about eight times per request. nextTick builds each queued tick as one object literal
 * `{ [async_id_symbol], [trigger_async_id_symbol], callback, args }`, whose hidden classes are held only
 * weakly. When a full GC runs while no tick is queued (an idle server), they are collected; the next tick
 * recreates them, the literal's inline caches see new maps and turn megamorphic for good, and from then on
 * every nextTick takes a ~300 ns runtime path. Measured on GET /v1/repos/:slug: ~12 µs of CPU per request, in
 * most server processes. Keeping one object of that shape alive keeps the hidden classes alive.
 *
 * The object is built like a tick (same symbols, taken from an AsyncResource, which carries them too) with
 * non-integer ids, so that the id fields hold doubles from the start, as ticks' ids do: creating it must not
 * change the shape itself. Run it before the server handles anything (this module does so when imported).
 */
export function retainTickShape(): void {
  if (retained) return;
  const symbols = Object.getOwnPropertySymbols(new AsyncResource('grove'));
  const asyncId = symbols.find((s) => s.description === 'async_id_symbol');
  const triggerId = symbols.find((s) => s.description === 'trigger_async_id_symbol');
  if (!asyncId || !triggerId) return; // another Node version: nothing to do
  retained = { [asyncId]: 0.5, [triggerId]: 0.5, callback: retainTickShape, args: undefined };
}
