/**
 * Repository upkeep off the request path (docs/adr/0002-repository-maintenance.md).
 *
 * Every API commit writes one small pack and every push keeps its pack (receive.unpackLimit=1), so packs
 * pile up; each spawned git pays for each pack, and clones need reachability bitmaps to be fast. This
 * module has three parts:
 * - `inspectRepo`: a cheap look at a repository (a readdir of objects/pack, a stat per pack, the pack names
 *   in the multi-pack-index, a sample of the loose objects), well under a millisecond per small repository;
 * - `planMaintenance`: a pure decision from that state: nothing, a geometric or full repack, or packing refs;
 * - `runMaintenance`: the work, as git commands at low priority, with a deadline.
 *
 * Safety: nothing here ever deletes an object. Geometric repacks copy every object of the packs they roll
 * up (and every loose object), reachable or not; full repacks use `--cruft`, which moves unreachable
 * objects into a cruft pack and, with no expiration given, keeps all of them. A writer that has written
 * its pack but not yet moved its ref therefore never loses objects, whatever the timing. No `prune`,
 * no `gc`, no `--cruft-expiration`.
 */
export * from './inspect.js';
export * from './plan.js';
export * from './run.js';
