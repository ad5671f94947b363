// ...existing code...
async function processEmailJob(job: Job<EmailJobData>): Promise<void> {
  const { to, template, variables, locale = 'en' } = job.data;
  logger.info({ jobId: job.id, to, template }, 'processing email job');

  try {
    const { subject, html, text } = await renderTemplate(template, variables, locale);
    const result = await sendEmail({ to, subject, html, text });
    metrics.increment('emails.sent', { template });
    logger.info({ jobId: job.id, messageId: result.messageId }, 'email sent');
  } catch (err) {
    metrics.increment('emails.failed', { template });
    logger.warn({ jobId: job.id, attempt: job.attemptsMade, err }, 'email delivery failed');
    throw err;
  }
}

// ...existing code...
