import { S3Client, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import type { SQSEvent, SQSRecord } from 'aws-lambda';

import { logger } from './logger';
import { metrics } from './metrics';

const s3 = new S3Client({ region: process.env.AWS_REGION });

const OUTPUT_BUCKET = process.env.OUTPUT_BUCKET!;
const SIZES = [320, 640, 1280] as const;

interface ResizeJob {
  bucket: string;
  key: string;
  format?: 'webp' | 'jpeg';
}

function parseJob(record: SQSRecord): ResizeJob {
  const job = JSON.parse(record.body) as ResizeJob;
  if (!job.bucket || !job.key) {
    throw new Error(`Malformed job in message ${record.messageId}`);
  }
  return job;
}

async function readObject(bucket: string, key: string): Promise<Buffer> {
  const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  const bytes = await out.Body!.transformToByteArray();
  return Buffer.from(bytes);
}

async function resizeAndUpload(source: Buffer, job: ResizeJob): Promise<void> {
  const format = job.format ?? 'webp';
  for (const width of SIZES) {
    const resized = await sharp(source).resize({ width, withoutEnlargement: true }).toFormat(format).toBuffer();
    const outKey = job.key.replace(/\.[^.]+$/, '') + `-${width}.${format}`;
    await s3.send(
      new PutObjectCommand({
        Bucket: OUTPUT_BUCKET,
        Key: outKey,
        Body: resized,
        ContentType: `image/${format}`,
      }),
    );
  }
}

export async function handler(event: SQSEvent): Promise<{ batchItemFailures: { itemIdentifier: string }[] }> {
  const failures: { itemIdentifier: string }[] = [];
  const started = Date.now();

  logger.info({ count: event.Records.length }, 'processing batch');

  for (const record of event.Records) {
    const job = parseJob(record);
    const source = await readObject(job.bucket, job.key);
    await resizeAndUpload(source, job);
    metrics.increment('resize.success');
  }

  metrics.timing('resize.batch_ms', Date.now() - started);
  return { batchItemFailures: failures };
}
