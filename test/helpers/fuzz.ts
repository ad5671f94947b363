/** Helpers for seeded fuzzing: a replayable random source and values made from (and broken against) schemas. */

/** A small seeded pseudo-random generator (mulberry32), so a fuzz run can be replayed from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Fuzz {
  constructor(readonly random: () => number) {}

  chance(p: number): boolean {
    return this.random() < p;
  }

  int(max: number): number {
    return Math.floor(this.random() * max);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  bytes(max: number): Buffer {
    return Buffer.from(Array.from({ length: this.int(max + 1) }, () => this.int(256)));
  }

  /** Strings that tend to break things: empty, huge, traversal, control characters, Unicode, option-like. */
  nastyString(): string {
    return this.pick([
      '',
      ' ',
      '-',
      '--',
      '-x-',
      '--upload-pack=touch /tmp/x',
      '../../etc/passwd',
      '..',
      '.',
      '/',
      'a/../../b',
      '%2e%2e%2f',
      'x'.repeat(256),
      'y'.repeat(5000),
      'é'.repeat(200),
      '🌲'.repeat(70),
      'a\u0000b',
      'line\nbreak',
      'HEAD',
      'HEAD~1',
      'main^2',
      'refs/heads/main',
      'main.lock',
      '@{-1}',
      '0'.repeat(40),
      'abc1234',
      'A'.repeat(40),
      '<script>',
      '${jndi:x}',
      '\\\\server\\share',
      'NaN',
      '1e309',
    ]);
  }

  /** A value for `schema`, usually valid, often broken in one place. */
  value(schema: JsonSchema | undefined, depth = 0): unknown {
    if (!schema || depth > 6) return this.nastyScalar();
    if (this.chance(0.08)) return this.nastyScalar();
    if (schema.enum) return this.chance(0.85) ? this.pick(schema.enum) : this.nastyString();
    if (schema.const !== undefined) return this.chance(0.85) ? schema.const : this.nastyString();
    const options = schema.anyOf ?? schema.oneOf;
    if (options) return this.value(this.pick(options), depth + 1);
    const type = Array.isArray(schema.type) ? this.pick(schema.type) : schema.type;
    switch (type) {
      case 'string':
        return this.chance(0.5) ? this.nastyString() : `v${this.int(1000)}`;
      case 'integer':
        return this.pick([0, 1, -1, 20, 100, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e20, 3600, 2592000]);
      case 'number':
        return this.pick([0, -0.5, 1.5, 1e308, -1e308]);
      case 'boolean':
        return this.chance(0.5);
      case 'null':
        return null;
      case 'array':
        return Array.from({ length: this.pick([0, 1, 2, 3, 101]) }, () => this.value(schema.items, depth + 1));
      case 'object': {
        const out: Record<string, unknown> = {};
        for (const [name, prop] of Object.entries(schema.properties ?? {})) {
          const required = schema.required?.includes(name) ?? false;
          if (required ? this.chance(0.95) : this.chance(0.5)) out[name] = this.value(prop, depth + 1);
        }
        if (this.chance(0.05)) out[this.nastyString()] = this.nastyScalar();
        return out;
      }
      default:
        return this.nastyScalar();
    }
  }

  nastyScalar(): unknown {
    return this.pick([null, true, 0, -1, 1e300, '', 'x', [], {}, [[[[[]]]]], { __proto__: { admin: true } }, this.nastyString()]);
  }
}

/** The parts of JSON Schema the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
}
