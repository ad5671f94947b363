export interface BucketState {
  tokens: number;
  lastRefill: number;
}

export interface LimiterOptions {
  capacity: number;
  refillPerSecond: number;
  now?: () => number;
}

export class TokenBucketLimiter {
  private readonly buckets = new Map<string, BucketState>();
  private readonly capacity: number;
  private readonly refillPerSecond: number;
  private readonly now: () => number;

  constructor(options: LimiterOptions) {
    if (options.capacity <= 0) {
      throw new RangeError("capacity must be positive");
    }
    this.capacity = options.capacity;
    this.refillPerSecond = options.refillPerSecond;
    this.now = options.now ?? Date.now;
  }

  tryConsume(key: string, cost = 1): boolean {
    const bucket = this.getBucket(key);
    this.refill(bucket);
    if (bucket.tokens < cost) {
      return false;
    }
    bucket.tokens -= cost;
    return true;
  }

  reset(key: string): void {
    this.buckets.delete(key);
  }

  remaining(key: string): number {
    const bucket = this.getBucket(key);
    this.refill(bucket);
    return Math.floor(bucket.tokens);
  }

  private getBucket(key: string): BucketState {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = { tokens: this.capacity, lastRefill: this.now() };
      this.buckets.set(key, bucket);
    }
    return bucket;
  }

  private refill(bucket: BucketState): void {
    const current = this.now();
    const elapsed = (current - bucket.lastRefill) / 1000;
    if (elapsed <= 0) {
      return;
    }
    bucket.tokens = Math.min(this.capacity, bucket.tokens + elapsed * this.refillPerSecond);
    bucket.lastRefill = current;
  }
}
