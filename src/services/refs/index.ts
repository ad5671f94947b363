import type { ServiceDeps } from '../deps.js';

export class RefService {
  constructor(protected readonly deps: ServiceDeps) {}
}
