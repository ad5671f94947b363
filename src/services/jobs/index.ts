export { defineJob, DEFAULT_POLICY, JobPayloadError, retryDelayMs, UnretryableJobError, type JobKind, type JobPolicy } from './define.js';
export { JobAbortError, type AbortReason, type JobContext, type JobHandler, type Outcome } from './execution.js';
export { JobQueue, type EnqueueOptions, type JobInfo, type JobQueueOptions } from './queue.js';
export type { CancelResult, JobState } from '../../store/index.js';
