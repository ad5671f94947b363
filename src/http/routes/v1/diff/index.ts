import type { App, HttpDeps } from '../../../types.js';

export function diffRoutes(_app: App, _deps: HttpDeps): void {}
