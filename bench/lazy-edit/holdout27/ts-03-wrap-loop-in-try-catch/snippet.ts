// ... existing code ...

export async function handler(event: SQSEvent): Promise<{ batchItemFailures: { itemIdentifier: string }[] }> {
  // ... existing code ...

  for (const record of event.Records) {
    try {
      const job = parseJob(record);
      const source = await readObject(job.bucket, job.key);
      await resizeAndUpload(source, job);
      metrics.increment('resize.success');
    } catch (err) {
      logger.error({ err, messageId: record.messageId }, 'resize failed');
      metrics.increment('resize.failure');
      failures.push({ itemIdentifier: record.messageId });
    }
  }

  // ... existing code ...
}
