import { git, run } from '../lib/exec.js';
import { cgiPeer, corpusFixture, requireSmartHttp } from '../lib/fixture.js';
import { request } from '../lib/http.js';
import { checkPackResponse, fullCloneRequest, headAndTagIds } from '../lib/pktline.js';
import { interleave, stats, timedResult } from '../lib/timing.js';
import type { Benchmark } from '../lib/types.js';

/**
 * Server-side pack generation for a full clone: the protocol-v2 fetch a clone sends (every head and tag wanted,
 * `done` at once) POSTed to Grove's git-upload-pack, against `git upload-pack --stateless-rpc` run directly on the
 * same bare repository with the same request bytes. Grove's response is read by curl into /dev/null; upload-pack's
 * output goes to /dev/null, as in the measured floor (so Grove pays for the HTTP hop and a client's read).
 */
export const packGen: Benchmark = {
  name: 'pack-gen',
  description: 'full-clone pack generation: v2 fetch POSTed to Grove ÷ git upload-pack --stateless-rpc on the same repo',
  goal: '≤ 1.2',
  async run({ corpus, seconds, rounds }) {
    const f = await corpusFixture({ corpus, seconds, rounds });
    await requireSmartHttp(f);
    const wants = await headAndTagIds(f.dir);
    const body = fullCloneRequest(wants);
    const url = `${f.grove.url}/${f.grove.org}/${f.slug}.git/git-upload-pack`;
    const headers = {
      authorization: f.authorization,
      'content-type': 'application/x-git-upload-pack-request',
      accept: 'application/x-git-upload-pack-result',
      'git-protocol': 'version=2',
    };
    const env = { ...process.env, GIT_PROTOCOL: 'version=2' };
    // the Grove response is checked once with a Node client; the timed runs use curl writing to /dev/null, as the
    // notes' floor did (reading 26 MB in a Node client costs ~20 ms more than curl on this machine)
    const checked = await request(url, { method: 'POST', headers, body, count: true });
    if (checked.status !== 200) throw new Error(`Grove git-upload-pack answered ${checked.status}: ${checked.head.toString('latin1')}`);
    checkPackResponse('Grove', checked.head, checked.tail, checked.bytes);
    const groveBytes = checked.bytes;
    const curlArgs = ['-s', '-X', 'POST', '--data-binary', '@-', '-o', '/dev/null', '-w', '%{http_code} %{size_download}'];
    for (const [k, v] of Object.entries(headers)) curlArgs.push('-H', `${k}: ${v}`);
    const viaCurl = (who: string, target: string) => async () => {
      const out = await run('curl', [...curlArgs, target], { input: body });
      const [status, size] = out.stdout.toString().split(' ');
      // pack bytes vary a little between runs (object order, sideband framing); a cut-off response would not
      if (status !== '200' || Math.abs(Number(size) - groveBytes) > groveBytes * 0.01) {
        throw new Error(`${who} git-upload-pack: status ${status}, ${size} bytes (checked Grove response: ${groveBytes})`);
      }
    };
    // context, not the goal: the same request through the spawn-per-request Node → git http-backend CGI server
    const cgiUrl = `${await cgiPeer(f)}/git-upload-pack`;
    const samples = await interleave(
      {
        grove: { run: viaCurl('Grove', url) },
        cgi: { run: viaCurl('CGI', cgiUrl) },
        peer: {
          // output to /dev/null, as the measured floor (hyperfine `… < want.bin > /dev/null`); checked once below
          run: () => git(['upload-pack', '--stateless-rpc', f.dir], { input: body, stdout: 'ignore', env }),
        },
      },
      { warmup: 1, runs: rounds ?? 10 },
    );
    const check = await git(['upload-pack', '--stateless-rpc', f.dir], { input: body, stdout: 'buffer', env });
    checkPackResponse('git upload-pack', check.stdout.subarray(0, 64), check.stdout.subarray(-64), check.stdoutBytes);
    const peerBytes = check.stdoutBytes;
    const mib = (b: number) => Number((b / 2 ** 20).toFixed(2));
    return timedResult('pack-gen', samples.grove, samples.peer, {
      wants: wants.length,
      grove_response_mib: mib(groveBytes),
      peer_response_mib: mib(peerBytes),
      served_objects: f.served.objects,
      cgi_ms: { median: Number(stats(samples.cgi).median.toFixed(2)), ratio_to_peer: Number((stats(samples.cgi).median / stats(samples.peer).median).toFixed(3)) },
    });
  },
};
