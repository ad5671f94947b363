import { Job, Queue, Worker } from "bullmq";
import { logger } from "./logger";
import { sendEmail } from "./mailer";
import { renderTemplate } from "./templates";
import { metrics } from "./metrics";

export interface EmailJobData {
  to: string;
  template: string;
  variables: Record<string, string>;
  attempt?: number;
}

const QUEUE_NAME = "transactional-email";

export function createEmailQueue(connection: { host: string; port: number }): Queue<EmailJobData> {
  return new Queue<EmailJobData>(QUEUE_NAME, {
    connection,
    defaultJobOptions: {
      attempts: 5,
      backoff: { type: "exponential", delay: 2000 },
      removeOnComplete: 1000,
    },
  });
}

async function processEmailJob(job: Job<EmailJobData>): Promise<void> {
  const { to, template, variables } = job.data;
  const started = Date.now();

  try {
    const html = await renderTemplate(template, variables);
    await sendEmail({ to, subject: variables.subject ?? "(no subject)", html });
  } catch (err) {
    metrics.increment("email.send_error", { template });
    logger.warn({ jobId: job.id, to, template, attempt: job.attemptsMade }, "email send failed, will retry");
    throw err;
  }

  metrics.histogram("email.send_ms", Date.now() - started, { template });
  logger.info({ jobId: job.id, to, template }, "email sent");
}

export function startEmailWorker(connection: { host: string; port: number }): Worker<EmailJobData> {
  const worker = new Worker<EmailJobData>(QUEUE_NAME, processEmailJob, {
    connection,
    concurrency: 8,
  });

  worker.on("failed", (job, err) => {
    logger.error({ jobId: job?.id, err }, "email job failed");
    metrics.increment("email.failed", { template: job?.data.template ?? "unknown" });
  });

  worker.on("completed", (job) => {
    metrics.increment("email.completed", { template: job.data.template });
  });

  return worker;
}

export async function shutdownEmailWorker(worker: Worker<EmailJobData>): Promise<void> {
  logger.info("closing email worker");
  await worker.close();
}
