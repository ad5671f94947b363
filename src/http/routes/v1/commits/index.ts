import type { App, HttpDeps } from '../../../types.js';

export function commitRoutes(_app: App, _deps: HttpDeps): void {}
