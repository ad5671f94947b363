import type { App, HttpDeps } from '../types.js';

/** Git smart HTTP at {base}/<org>[/<namespace>]/<slug>.git/… */
export async function gitHttpRoutes(_app: App, _deps: HttpDeps): Promise<void> {}
