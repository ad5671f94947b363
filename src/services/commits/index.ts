import type { ServiceDeps } from '../deps.js';

export class CommitService {
  constructor(protected readonly deps: ServiceDeps) {}
}
