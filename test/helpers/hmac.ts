import { spawnSync } from 'node:child_process';

/** HMAC-SHA256 of `body` keyed with `secret`, hex, computed by the openssl CLI (an implementation not ours). */
export function opensslHmac(secret: string, body: Buffer): string {
  const result = spawnSync('openssl', ['dgst', '-sha256', '-hmac', secret], { input: body, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`openssl dgst failed: ${result.stderr}`);
  const hex = /=\s*([0-9a-f]{64})\s*$/.exec(result.stdout)?.[1];
  if (!hex) throw new Error(`unexpected openssl output: ${result.stdout}`);
  return hex;
}
