// The pieces of the fork-member push check: reading pack indexes, the pack-header probe, the hook's request.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { PackIndex, PackIndexError } from '../../src/git/forks/pack-index.js';
import { installPushHooks, parseHookRequest, PRE_RECEIVE_HOOK } from '../../src/git/forks/push-hook.js';
import { PushPackProbe } from '../../src/git/forks/push-pack-probe.js';
import { gitBytes, gitSync } from '../helpers/git-client.js';
import { bareGit } from '../helpers/git.js';
import { emptyPack, pushBody, ZERO_OID } from '../helpers/git-wire.js';

describe('fork-member push check pieces', () => {
  let work: string;
  let repo: string;
  const git = (args: string[], input?: string | Buffer) => bareGit(repo, args, input);

  before(() => {
    work = mkdtempSync(path.join(os.tmpdir(), 'grove-push-check-'));
    repo = path.join(work, 'r.git');
    gitSync(['init', '-q', '--bare', repo]);
    // 300 blobs in a few commits, packed into one pack
    let parent: string | null = null;
    for (let c = 0; c < 3; c++) {
      const entries: string[] = [];
      for (let i = 0; i < 100; i++) {
        const blob = git(['hash-object', '-w', '--stdin'], `file ${c}/${i}\n`);
        entries.push(`100644 blob ${blob}\tf${i}.txt`);
      }
      const tree = git(['mktree'], `${entries.join('\n')}\n`);
      parent = git(['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-m', `c${c}`]);
    }
    git(['update-ref', 'refs/heads/main', parent!]);
    git(['repack', '-q', '-a', '-d']);
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  test('PackIndex reads ids and offsets exactly as git show-index does, and finds ids', async () => {
    const packDir = path.join(repo, 'objects', 'pack');
    const idxFile = path.join(packDir, readdirSync(packDir).find((f) => f.endsWith('.idx'))!);
    const index = await PackIndex.read(idxFile);
    const shown = gitSync(['show-index'], { input: readFileSync(idxFile) })
      .trim()
      .split('\n')
      .map((l) => l.split(' '));
    assert.equal(index.count, shown.length);
    assert.ok(index.count > 300);
    for (let i = 0; i < index.count; i++) {
      assert.equal(index.oidAt(i), shown[i]![1]);
      assert.equal(index.offsetAt(i), Number(shown[i]![0]));
      assert.equal(index.find(shown[i]![1]!), i);
    }
    assert.equal(index.find('0'.repeat(40)), -1);
    assert.equal(index.find('f'.repeat(40)), -1);
    const byOffset = [...index.positionsByOffset()].map((i) => index.offsetAt(i));
    assert.deepEqual(byOffset, [...byOffset].sort((a, b) => a - b));
    assert.equal(byOffset[0], 12, 'the first object follows the 12-byte pack header');
  });

  test('PackIndex: 8-byte offsets, and anything but a version 2 index is refused', () => {
    const oid = Buffer.alloc(20, 0xab);
    const fanout = Buffer.alloc(256 * 4);
    for (let b = 0xab; b < 256; b++) fanout.writeUInt32BE(1, b * 4);
    const large = Buffer.alloc(8);
    large.writeBigUInt64BE(5_000_000_000n);
    const idx = Buffer.concat([
      Buffer.from([0xff, 0x74, 0x4f, 0x63, 0, 0, 0, 2]),
      fanout,
      oid,
      Buffer.alloc(4), // crc
      Buffer.from([0x80, 0, 0, 0]), // offset: entry 0 of the large table
      large,
      Buffer.alloc(40), // checksums
    ]);
    const index = PackIndex.parse(idx);
    assert.equal(index.count, 1);
    assert.equal(index.offsetAt(0), 5_000_000_000);
    assert.equal(index.find('ab'.repeat(20)), 0);
    assert.throws(() => PackIndex.parse(Buffer.concat([Buffer.from([0xff, 0x74, 0x4f, 0x63, 0, 0, 0, 3]), idx.subarray(8)])), PackIndexError);
    assert.throws(() => PackIndex.parse(idx.subarray(0, idx.length - 50)), PackIndexError);
    assert.throws(() => PackIndex.parse(Buffer.alloc(2000)), PackIndexError);
  });

  test('PushPackProbe notes the declared object count whatever the chunking, and passes every byte through', async () => {
    const pack = gitBytes(['pack-objects', '--revs', '--stdout', '-q'], { gitDir: repo, input: 'refs/heads/main\n' });
    const body = pushBody([`${ZERO_OID} ${'1'.repeat(40)} refs/heads/a`, `${ZERO_OID} ${'2'.repeat(40)} refs/heads/b`], pack);
    const run = async (input: Buffer, chunk: number) => {
      const probe = new PushPackProbe();
      const pieces: Buffer[] = [];
      for (let i = 0; i < input.length; i += chunk) pieces.push(input.subarray(i, i + chunk));
      const out: Buffer[] = [];
      for await (const b of Readable.from(pieces).pipe(probe)) out.push(b as Buffer);
      assert.deepEqual(Buffer.concat(out), input);
      return probe.objects;
    };
    for (const chunk of [1, 3, 7, 64, 100_000]) assert.equal(await run(body, chunk), pack.readUInt32BE(8), `chunks of ${chunk}`);
    assert.equal(await run(pushBody([`${ZERO_OID} ${'1'.repeat(40)} refs/heads/a`], emptyPack()), 5), 0);
    assert.equal(await run(pushBody([`${'1'.repeat(40)} ${ZERO_OID} refs/heads/a`], Buffer.alloc(0)), 2), null, 'deletions only: no pack');
    assert.equal(await run(Buffer.concat([pushBody([`${ZERO_OID} ${'1'.repeat(40)} refs/heads/a`], Buffer.from('JUNKJUNKJUNKJUNK'))]), 4), null);
    assert.equal(await run(Buffer.from('zzzz0000PACK\0\0\0\x02\0\0\0\x05'), 4), null, 'not pkt-lines');
  });

  test('parseHookRequest: the quarantine must be inside the repository\'s objects directory', () => {
    const dir = '/data/repos/aa/bb/r.git';
    const q = `${dir}/./objects/tmp_objdir-incoming-AbC123`;
    const req = parseHookRequest(dir, `quarantine ${q}\n${ZERO_OID} ${'a'.repeat(40)} refs/heads/x\n${'b'.repeat(40)} ${ZERO_OID} refs/heads/y\n`);
    assert.equal(req.quarantineDir, `${dir}/objects/tmp_objdir-incoming-AbC123`);
    assert.deepEqual(req.commands.map((c) => c.ref), ['refs/heads/x', 'refs/heads/y']);
    assert.equal(parseHookRequest(dir, 'quarantine \n').quarantineDir, null);
    assert.throws(() => parseHookRequest(dir, `quarantine /tmp/tmp_objdir-incoming-x\n`), /unexpected quarantine/);
    assert.throws(() => parseHookRequest(dir, `quarantine ${dir}/objects/pack\n`), /unexpected quarantine/);
    assert.throws(() => parseHookRequest(dir, `quarantine ${dir}/objects/tmp_objdir-incoming-x/../../..\n`), /unexpected quarantine/);
    assert.throws(() => parseHookRequest(dir, `quarantine ${q}\nnot a command\n`), /bad command/);
    assert.throws(() => parseHookRequest(dir, 'hello\n'), /no quarantine/);
  });

  test('installPushHooks writes an executable hook that refuses outside Grove, and writes it again when it was removed or made non-executable', async () => {
    const dir = path.join(work, 'hooks');
    const file = path.join(dir, 'pre-receive');
    const executable = () => {
      accessSync(file, constants.X_OK);
      return readFileSync(file, 'utf8');
    };
    assert.equal(await installPushHooks(dir), dir);
    assert.equal(executable(), PRE_RECEIVE_HOOK);
    chmodSync(file, 0o644);
    await installPushHooks(dir);
    assert.equal(executable(), PRE_RECEIVE_HOOK, 'made executable again before the next push');
    unlinkSync(file);
    await installPushHooks(dir);
    assert.equal(executable(), PRE_RECEIVE_HOOK);
    // run outside Grove (no channel on fd 3), the hook refuses
    const run = execFileSync('sh', ['-c', `echo x | ${file}; echo "exit $?"`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    assert.match(run, /exit 1/);
  });
});
