import type { App, HttpDeps } from '../../../types.js';

export function branchRoutes(_app: App, _deps: HttpDeps): void {}
