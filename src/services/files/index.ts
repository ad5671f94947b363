import type { ServiceDeps } from '../deps.js';

export class FileService {
  constructor(protected readonly deps: ServiceDeps) {}
}
