import type { ServiceDeps } from '../deps.js';

export class DiffService {
  constructor(protected readonly deps: ServiceDeps) {}
}
