import type { ServiceDeps } from '../deps.js';

export class MaintenanceService {
  constructor(protected readonly deps: ServiceDeps) {}
}
