// The event bus contract, run on the in-process bus and on the Redis cluster bus (two buses on one channel are two
// nodes): local subscribers hear their node's events once, synchronously, in order, with a unique id; a failing
// subscriber hurts no one; on a cluster every node hears every other node's events once and never its own twice.
// Then the once-per-cluster claims, in-process and on Redis.
import assert from 'node:assert/strict';
import { Redis } from 'ioredis';
import { after, describe, test } from 'node:test';
import type { DomainEvent, EventBus, EventClaims, PublishedEvent } from '../../src/domain/events.js';
import { ClusterEventBus, InProcessEventBus } from '../../src/events/bus.js';
import { InProcessEventClaims } from '../../src/events/claims.js';
import { RedisEventClaims, RedisEventTransport } from '../../src/infra/events/redis.js';
import { REDIS_URL, serviceAvailable } from '../helpers/services.js';

const redisUp = await serviceAvailable('Redis');
const unique = (what: string) => `grove-test:${what}:${process.pid}:${Math.random().toString(36).slice(2)}`;

let n = 0;
const event = (extra: Partial<DomainEvent> = {}): DomainEvent =>
  ({ type: 'ref.updated', orgId: 'org_1', repoId: 'repo_1', at: Date.now(), ref: `refs/heads/b${n++}`, before: null, after: 'a'.repeat(40), source: 'api', ...extra }) as DomainEvent;

async function until(what: string, condition: () => boolean, ms = 5000): Promise<void> {
  for (const deadline = Date.now() + ms; !condition(); await new Promise((r) => setTimeout(r, 5))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
  }
}

interface Nodes {
  /** Buses of distinct nodes sharing one transport (a single one for the in-process bus). */
  nodes: EventBus[];
  errors: unknown[];
}

function busContract(name: string, enabled: boolean, make: (count: number) => Promise<Nodes>, close: () => Promise<void>) {
  describe(`event bus contract: ${name}`, { skip: !enabled && `${name} unavailable` }, () => {
    after(close);

    test('a subscriber hears its own node\'s event once, synchronously, with a unique id and the node name', async () => {
      const { nodes } = await make(1);
      const bus = nodes[0]!;
      const heard: PublishedEvent[] = [];
      bus.subscribe((e) => heard.push(e));
      const sent = event();
      bus.publish(sent);
      assert.equal(heard.length, 1, 'delivered inside publish()');
      const { id, node, ...rest } = heard[0]!;
      assert.deepEqual(rest, sent);
      assert.match(id, /^evt_[0-9a-z]{26}$/);
      assert.equal(node, bus.node);
      await new Promise((r) => setTimeout(r, 100));
      assert.equal(heard.length, 1, 'and not again (no echo)');
    });

    test('order is kept, ids are unique, every subscriber hears each event, unsubscribe stops delivery', async () => {
      const { nodes } = await make(1);
      const bus = nodes[0]!;
      const a: PublishedEvent[] = [];
      const b: PublishedEvent[] = [];
      bus.subscribe((e) => a.push(e));
      const stopB = bus.subscribe((e) => b.push(e));
      const sent = Array.from({ length: 500 }, () => event());
      for (const e of sent.slice(0, 250)) bus.publish(e);
      stopB();
      for (const e of sent.slice(250)) bus.publish(e);
      assert.deepEqual(a.map((e) => (e as { ref: string }).ref), sent.map((e) => (e as { ref: string }).ref));
      assert.equal(b.length, 250);
      assert.equal(new Set(a.map((e) => e.id)).size, 500);
    });

    test('a subscriber that throws is reported and the others still hear the event', async () => {
      const { nodes, errors } = await make(1);
      const bus = nodes[0]!;
      const heard: string[] = [];
      bus.subscribe(() => {
        throw new Error('subscriber broke');
      });
      bus.subscribe((e) => heard.push(e.id));
      bus.publish(event());
      assert.equal(heard.length, 1);
      assert.match(String(errors[0]), /subscriber broke/);
    });

    test('with several nodes: each hears the others\' events once, in order, with the same id; never its own twice', async (t) => {
      const { nodes } = await make(3);
      if (nodes.length < 3) return t.skip('a single node');
      const heard = nodes.map(() => [] as PublishedEvent[]);
      nodes.forEach((bus, i) => bus.subscribe((e) => heard[i]!.push(e)));
      const published: PublishedEvent[] = [];
      for (let i = 0; i < 100; i++) published.push((nodes[i % 3] as ClusterEventBus).publish(event()));
      await until('every node to hear 100 events', () => heard.every((h) => h.length >= 100));
      await new Promise((r) => setTimeout(r, 200));
      for (let i = 0; i < 3; i++) {
        assert.equal(heard[i]!.length, 100, `node ${i} heard each event once`);
        const own = heard[i]!.filter((e) => e.node === nodes[i]!.node).map((e) => e.id);
        assert.deepEqual(own, published.filter((e) => e.node === nodes[i]!.node).map((e) => e.id), 'own events in order');
        for (let j = 0; j < 3; j++) {
          const fromJ = heard[i]!.filter((e) => e.node === nodes[j]!.node);
          assert.deepEqual(fromJ, published.filter((e) => e.node === nodes[j]!.node), `node ${i} heard node ${j}'s events in order, intact`);
        }
      }
    });
  });
}

const inProcess: { errors: unknown[] } = { errors: [] };
busContract(
  'in-process',
  true,
  async () => {
    inProcess.errors = [];
    return { nodes: [new InProcessEventBus((e) => inProcess.errors.push(e))], errors: inProcess.errors };
  },
  async () => {},
);

const clusterBuses: ClusterEventBus[] = [];
busContract(
  'Redis',
  redisUp,
  async (count) => {
    const channel = unique('events');
    const errors: unknown[] = [];
    const nodes: ClusterEventBus[] = [];
    for (let i = 0; i < count; i++) {
      const bus = new ClusterEventBus(new RedisEventTransport(REDIS_URL, { channel }), (e) => errors.push(e));
      await bus.start();
      nodes.push(bus);
      clusterBuses.push(bus);
    }
    return { nodes, errors };
  },
  async () => {
    await Promise.all(clusterBuses.map((b) => b.close()));
  },
);

describe('Redis event transport', { skip: !redisUp && 'Redis unavailable' }, () => {
  test('messages on the channel that are not Grove events are ignored and reported', async () => {
    const channel = unique('events');
    const problems: string[] = [];
    const bus = new ClusterEventBus(new RedisEventTransport(REDIS_URL, { channel, onError: (m) => problems.push(m) }));
    await bus.start();
    const heard: PublishedEvent[] = [];
    bus.subscribe((e) => heard.push(e));
    const other = new Redis(REDIS_URL);
    try {
      await other.publish(channel, 'not json');
      await other.publish(channel, JSON.stringify({ type: 'something.else', id: 'x', node: 'y', repoId: 'z' }));
      await other.publish(channel, JSON.stringify({ ...event(), id: 'evt_from_elsewhere', node: 'node_other' }));
      await until('the valid event', () => heard.length === 1);
      assert.equal(heard[0]!.id, 'evt_from_elsewhere');
      assert.equal(problems.length, 2);
    } finally {
      other.disconnect();
      await bus.close();
    }
  });
});

function claimsContract(name: string, enabled: boolean, make: () => EventClaims[]) {
  describe(`event claims contract: ${name}`, { skip: !enabled && `${name} unavailable` }, () => {
    const made: EventClaims[] = [];
    after(async () => {
      for (const c of made) await c.close();
    });
    const nodes = () => {
      const list = make();
      made.push(...list);
      return list;
    };

    test('the first claim of (consumer, event) wins; later ones are refused; consumers are independent', async () => {
      const [claims] = nodes();
      const id = unique('evt');
      assert.equal(await claims!.claim(id, 'webhooks'), true);
      assert.equal(await claims!.claim(id, 'webhooks'), false);
      assert.equal(await claims!.claim(id, 'indexer'), true);
      assert.equal(await claims!.claim(id), true, 'the default consumer is one more');
      assert.equal(await claims!.claim(id), false);
    });

    test('nodes racing for the same 200 events: each event is won exactly once', async () => {
      const list = nodes();
      const ids = Array.from({ length: 200 }, () => unique('evt'));
      const wins = new Map<string, number>();
      await Promise.all(
        list.flatMap((claims) => ids.map(async (id) => {
          if (await claims.claim(id, 'webhooks')) wins.set(id, (wins.get(id) ?? 0) + 1);
        })),
      );
      assert.equal(wins.size, 200);
      assert.ok([...wins.values()].every((count) => count === 1));
    });
  });
}

const shared = new InProcessEventClaims();
claimsContract('in-process', true, () => [shared]);
claimsContract('Redis', redisUp, () => {
  const prefix = unique('claim'); // three nodes sharing one key space
  return [0, 1, 2].map(() => new RedisEventClaims(REDIS_URL, 60_000, prefix));
});

test('in-process claims expire after their time', async () => {
  let now = 1000;
  const claims = new InProcessEventClaims(500, () => now);
  assert.equal(await claims.claim('evt_1'), true);
  now += 499;
  assert.equal(await claims.claim('evt_1'), false);
  now += 1;
  assert.equal(await claims.claim('evt_1'), true, 'forgotten once expired');
});
