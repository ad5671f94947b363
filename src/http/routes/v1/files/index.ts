import type { App, HttpDeps } from '../../../types.js';

export function fileRoutes(_app: App, _deps: HttpDeps): void {}
