import type { ServiceDeps } from '../deps.js';

export class GitHttpService {
  constructor(protected readonly deps: ServiceDeps) {}
}
