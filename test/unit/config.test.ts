import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config/index.js';

test('defaults: port 8080, ./data, SQLite, public URL from the port, SPEC rate limits', () => {
  const config = loadConfig({});
  assert.equal(config.port, 8080);
  assert.equal(config.host, '127.0.0.1', 'only this machine unless GROVE_HOST says otherwise');
  assert.equal(config.dataDir, path.resolve('./data'));
  assert.equal(config.databaseUrl, null);
  assert.equal(config.publicUrl, 'http://localhost:8080');
  assert.equal(config.rateLimitPerMinute, 600);
  assert.equal(config.rateLimitPerHour, 15_000);
  assert.equal(config.redisUrl, null);
  assert.equal(config.redisPrefix, 'grove');
  assert.equal(config.defaultPlan, 'unlimited', 'a self-hosted install is not capped by SaaS quotas');
  assert.equal(config.metricsToken, null);
  assert.equal(config.corsOrigins, null, 'CORS is off unless configured');
  assert.deepEqual(config.outboundAllow, []);
});

test('GROVE_CORS_ORIGINS: * or a comma list of exact origins', () => {
  assert.equal(loadConfig({ GROVE_CORS_ORIGINS: '*' }).corsOrigins, '*');
  assert.deepEqual(loadConfig({ GROVE_CORS_ORIGINS: 'https://app.example.com, http://localhost:5173' }).corsOrigins, [
    'https://app.example.com',
    'http://localhost:5173',
  ]);
});

test('values are read from GROVE_* and normalised', () => {
  const config = loadConfig({
    GROVE_PORT: '9000',
    GROVE_PUBLIC_URL: 'https://git.example.com/',
    GROVE_DATABASE_URL: 'postgres://u@h/db',
    GROVE_SECRET_KEY: 'a'.repeat(64),
    GROVE_REDIS_URL: 'redis://127.0.0.1:6379',
    GROVE_OUTBOUND_ALLOW: ' 127.0.0.1, Internal.Example ,10.0.0.0/8,fd00::/8,::1,',
  });
  assert.deepEqual(config.outboundAllow, ['127.0.0.1', 'internal.example', '10.0.0.0/8', 'fd00::/8', '::1']);
  assert.equal(config.port, 9000);
  assert.equal(config.publicUrl, 'https://git.example.com');
  assert.equal(config.databaseUrl, 'postgres://u@h/db');
  assert.equal(config.redisUrl, 'redis://127.0.0.1:6379');
});

test('bad values fail fast and name the variable', () => {
  const cases: [Record<string, string>, RegExp][] = [
    [{ GROVE_PORT: 'http' }, /GROVE_PORT must be an integer/],
    [{ GROVE_PORT: '70000' }, /GROVE_PORT must be between/],
    [{ GROVE_DATABASE_URL: 'mysql://x' }, /GROVE_DATABASE_URL must use postgres/],
    [{ GROVE_DATABASE_URL: 'not a url' }, /GROVE_DATABASE_URL is not a valid URL/],
    [{ GROVE_DATABASE_URL: 'postgres://h/db' }, /GROVE_SECRET_KEY is required with PostgreSQL/],
    [{ GROVE_SECRET_KEY: 'short' }, /GROVE_SECRET_KEY must be 64 hex/],
    [{ GROVE_BOOTSTRAP_ORG: 'acme' }, /must be set together/],
    [{ GROVE_BOOTSTRAP_ORG: 'acme', GROVE_BOOTSTRAP_KEY: 'tiny' }, /at least 24/],
    [{ GROVE_LOG_LEVEL: 'loud' }, /GROVE_LOG_LEVEL must be one of/],
    [{ GROVE_PUBLIC_URL: 'ftp://x' }, /GROVE_PUBLIC_URL must use/],
    [{ GROVE_DATABASE_SCHEMA: 'Robert"); drop' }, /GROVE_DATABASE_SCHEMA/],
    [{ GROVE_METRICS_TOKEN: 'short' }, /GROVE_METRICS_TOKEN must be at least 16/],
    [{ GROVE_CORS_ORIGINS: 'https://app.example.com/' }, /GROVE_CORS_ORIGINS must be '\*' or a comma list of origins/],
    [{ GROVE_CORS_ORIGINS: 'app.example.com' }, /GROVE_CORS_ORIGINS/],
    [{ GROVE_CORS_ORIGINS: 'ftp://x.example' }, /GROVE_CORS_ORIGINS/],
    [{ GROVE_CORS_ORIGINS: ' , ' }, /GROVE_CORS_ORIGINS/],
    [{ GROVE_REDIS_PREFIX: 'a b' }, /GROVE_REDIS_PREFIX must be 1-64 letters/],
    [{ GROVE_OUTBOUND_ALLOW: 'https://x.example' }, /GROVE_OUTBOUND_ALLOW: 'https:\/\/x.example' is not/],
    [{ GROVE_OUTBOUND_ALLOW: '10.0.0.0/33' }, /GROVE_OUTBOUND_ALLOW/],
    [{ GROVE_OUTBOUND_ALLOW: 'host.example/8' }, /GROVE_OUTBOUND_ALLOW/],
    [{ GROVE_OUTBOUND_ALLOW: 'under_score.example' }, /GROVE_OUTBOUND_ALLOW/],
  ];
  for (const [env, message] of cases) {
    assert.throws(() => loadConfig(env), (error: unknown) => error instanceof ConfigError && message.test(error.message), JSON.stringify(env));
  }
});

test('large files: the disk by default; GROVE_LFS_S3_BUCKET selects S3, and bad combinations name the variable', () => {
  assert.equal(loadConfig({}).lfsS3, null);
  const s3 = loadConfig({
    GROVE_LFS_S3_BUCKET: 'media',
    GROVE_LFS_S3_ENDPOINT: 'http://127.0.0.1:9000',
    GROVE_LFS_S3_ACCESS_KEY_ID: 'id',
    GROVE_LFS_S3_SECRET_ACCESS_KEY: 'secret',
  }).lfsS3;
  assert.deepEqual(s3, {
    bucket: 'media',
    region: 'us-east-1',
    endpoint: 'http://127.0.0.1:9000',
    forcePathStyle: true,
    credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    prefix: '',
  });
  const aws = loadConfig({ GROVE_LFS_S3_BUCKET: 'media', GROVE_LFS_S3_REGION: 'eu-west-1', GROVE_LFS_S3_PREFIX: 'lfs/' }).lfsS3;
  assert.equal(aws?.forcePathStyle, false);
  assert.equal(aws?.credentials, null, 'the SDK default chain');
  assert.equal(aws?.prefix, 'lfs/');
  assert.throws(() => loadConfig({ GROVE_LFS_S3_ENDPOINT: 'http://127.0.0.1:9000' }), (e: Error) => e instanceof ConfigError && /GROVE_LFS_S3_BUCKET/.test(e.message));
  assert.throws(() => loadConfig({ GROVE_LFS_S3_BUCKET: 'm', GROVE_LFS_S3_ACCESS_KEY_ID: 'id' }), /GROVE_LFS_S3_SECRET_ACCESS_KEY/);
  assert.throws(() => loadConfig({ GROVE_LFS_S3_BUCKET: 'm', GROVE_LFS_S3_ENDPOINT: 'ftp://x' }), /GROVE_LFS_S3_ENDPOINT/);
  assert.throws(() => loadConfig({ GROVE_LFS_S3_BUCKET: 'm', GROVE_LFS_S3_PATH_STYLE: 'maybe' }), /GROVE_LFS_S3_PATH_STYLE/);
});
