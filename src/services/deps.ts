import type { Config } from '../config/index.js';
import type { EventBus } from '../events/bus.js';
import type { Clock } from '../infra/clock.js';
import type { Store } from '../store/index.js';
import type { AuthService } from './auth/index.js';
import type { GitReader } from './git-read/index.js';
import type { JobQueue } from './jobs/index.js';
import type { RepoService } from './repos/index.js';
import type { SessionService } from './sessions/index.js';
import type { UsageService } from './usage/index.js';

/** What every resource service may use; built once in the composition root. */
export interface ServiceDeps {
  config: Config;
  store: Store;
  clock: Clock;
  events: EventBus;
  jobs: JobQueue;
  usage: UsageService;
  auth: AuthService;
  repos: RepoService;
  git: GitReader;
  /** Assigned right after construction (sessions need the other deps themselves). */
  sessions: SessionService;
  log: (message: string, error?: unknown) => void;
}
