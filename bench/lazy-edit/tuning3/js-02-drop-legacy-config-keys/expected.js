import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export default {
  server: {
    host: process.env.HOST ?? '0.0.0.0',
    port: Number(process.env.PORT ?? 8080),
    trustProxy: true,
    requestTimeoutMs: 30_000,
  },
  storage: {
    reposDir: path.join(root, 'data', 'repos'),
    lfsDir: path.join(root, 'data', 'lfs'),
    tmpDir: path.join(root, 'data', 'tmp'),
  },
  auth: {
    sessionTtlHours: 24 * 14,
    tokenPrefix: 'grv_',
    allowSignup: false,
  },
  git: {
    maxPackSizeMb: 512,
    receivePackTimeoutMs: 120_000,
    enableProtocolV2: true,
  },
  limits: {
    reposPerUser: 200,
    webhooksPerRepo: 20,
    apiRequestsPerMinute: 600,
  },
  logging: {
    level: process.env.LOG_LEVEL ?? 'info',
    pretty: process.env.NODE_ENV !== 'production',
  },
  features: {
    webhooks: true,
    pullRequests: true,
    agentApi: true,
  },
};
