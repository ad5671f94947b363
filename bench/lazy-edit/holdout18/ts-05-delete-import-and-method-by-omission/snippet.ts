import { EventEmitter } from 'events';
import { v4 as uuid } from 'uuid';
import type { Logger } from 'pino';

// ... existing code ...
    this.jobs.set(job.id, job);
    this.emit('enqueued', job);
    return job;
  }

  get(id: string): Job | undefined {
    return this.jobs.get(id);
  }

// ... existing code ...
