import { Job, Worker } from 'bullmq';
import { logger } from '../logger';
import { sendEmail } from '../mail';
import { renderTemplate } from '../templates';
import { metrics } from '../metrics';
import { redisConnection } from '../redis';

interface EmailJobData {
  to: string;
  template: string;
  variables: Record<string, string>;
  locale?: string;
}

const QUEUE_NAME = 'emails';

async function processEmailJob(job: Job<EmailJobData>): Promise<void> {
  const { to, template, variables, locale = 'en' } = job.data;
  logger.info({ jobId: job.id, to, template }, 'processing email job');

  const { subject, html, text } = await renderTemplate(template, variables, locale);
  const result = await sendEmail({ to, subject, html, text });
  metrics.increment('emails.sent', { template });
  logger.info({ jobId: job.id, messageId: result.messageId }, 'email sent');
}

export function startEmailWorker(concurrency = 5): Worker<EmailJobData> {
  const worker = new Worker<EmailJobData>(QUEUE_NAME, processEmailJob, {
    connection: redisConnection,
    concurrency,
  });

  worker.on('completed', (job) => {
    logger.debug({ jobId: job.id }, 'email job completed');
  });

  worker.on('failed', (job, err) => {
    logger.error({ jobId: job?.id, err }, 'email job failed');
  });

  return worker;
}
