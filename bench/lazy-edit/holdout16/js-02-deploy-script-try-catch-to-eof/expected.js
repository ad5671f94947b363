#!/usr/bin/env node
const fs = require('fs/promises');
const path = require('path');
const { S3Client, PutObjectCommand } = require('@aws-sdk/client-s3');
const mime = require('mime-types');

const BUCKET = process.env.DEPLOY_BUCKET;
const DIST_DIR = path.resolve(__dirname, '..', 'dist');

const s3 = new S3Client({ region: process.env.AWS_REGION || 'us-east-1' });

async function walk(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const files = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      files.push(...(await walk(full)));
    } else {
      files.push(full);
    }
  }
  return files;
}

function cacheControlFor(key) {
  if (key.endsWith('.html')) {
    return 'no-cache';
  }
  if (/\.[0-9a-f]{8}\./.test(key)) {
    return 'public, max-age=31536000, immutable';
  }
  return 'public, max-age=3600';
}

async function upload(file) {
  const key = path.relative(DIST_DIR, file).split(path.sep).join('/');
  const body = await fs.readFile(file);
  await s3.send(
    new PutObjectCommand({
      Bucket: BUCKET,
      Key: key,
      Body: body,
      ContentType: mime.lookup(file) || 'application/octet-stream',
      CacheControl: cacheControlFor(key),
    }),
  );
  console.log(`uploaded ${key}`);
}

async function main() {
  if (!BUCKET) {
    console.error('DEPLOY_BUCKET is not set');
    process.exit(1);
  }
  const files = await walk(DIST_DIR);
  console.log(`deploying ${files.length} files to s3://${BUCKET}`);
  const failed = [];
  for (const file of files) {
    try {
      await upload(file);
    } catch (err) {
      console.error(`failed to upload ${file}: ${err.message}`);
      failed.push(file);
    }
  }
  if (failed.length > 0) {
    console.error(`${failed.length} file(s) failed to upload`);
    process.exit(1);
  }
  console.log('done');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
