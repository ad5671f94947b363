import type { App, HttpDeps } from '../../../types.js';

export function refRoutes(_app: App, _deps: HttpDeps): void {}
