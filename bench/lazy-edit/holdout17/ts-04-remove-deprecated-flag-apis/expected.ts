import { EventEmitter } from 'events';
import type { FlagDefinition, FlagContext } from './types';
import { hashToBucket } from './hash';

export interface FeatureFlagServiceOptions {
  fetchFlags: () => Promise<FlagDefinition[]>;
  refreshIntervalMs?: number;
}

export class FeatureFlagService extends EventEmitter {
  private flags = new Map<string, FlagDefinition>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: FeatureFlagServiceOptions) {
    super();
  }

  async start(): Promise<void> {
    await this.refresh();
    const interval = this.options.refreshIntervalMs ?? 60_000;
    this.timer = setInterval(() => {
      this.refresh().catch((err) => this.emit('error', err));
    }, interval);
  }

  stop(): void {
    if (this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  isEnabled(key: string, context: FlagContext = {}): boolean {
    const flag = this.flags.get(key);
    if (!flag || !flag.enabled) {
      return false;
    }
    if (flag.allowList?.includes(context.userId ?? '')) {
      return true;
    }
    if (flag.rolloutPercent === undefined) {
      return true;
    }
    return hashToBucket(`${key}:${context.userId ?? 'anonymous'}`) < flag.rolloutPercent;
  }

  getVariant(key: string, context: FlagContext = {}): string | null {
    const flag = this.flags.get(key);
    if (!flag || !flag.variants?.length || !this.isEnabled(key, context)) {
      return null;
    }
    const bucket = hashToBucket(`${key}:variant:${context.userId ?? 'anonymous'}`);
    const index = Math.floor((bucket / 100) * flag.variants.length);
    return flag.variants[Math.min(index, flag.variants.length - 1)];
  }

  async refresh(): Promise<void> {
    const definitions = await this.options.fetchFlags();
    const next = new Map<string, FlagDefinition>();
    for (const def of definitions) {
      next.set(def.key, def);
    }
    this.flags = next;
    this.emit('refreshed', next.size);
  }
}
