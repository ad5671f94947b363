// ... existing code ...

export function createEmailQueue(connection: { host: string; port: number }): Queue<EmailJobData> {
  // ... existing code ...
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

// ... existing code ...
