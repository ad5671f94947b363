/** How many objects an abbreviated id could mean (only asked once cat-file said "ambiguous": a rare path). */
import { runGit } from '../exec.js';

const HEX_PREFIX_RE = /^[0-9a-f]{4,39}$/;

export async function abbreviationMatches(gitDir: string, prefix: string): Promise<number> {
  if (!HEX_PREFIX_RE.test(prefix)) return 0;
  const res = await runGit(['rev-parse', `--disambiguate=${prefix}`], { gitDir, timeoutMs: 10_000 });
  if (res.code !== 0) return 0;
  return res.stdout.toString('latin1').split('\n').filter((line) => line.length > 0).length;
}
