// ... existing code ...

export class TokenBucketLimiter {
  // ... existing code ...

  reset(key: string): void {
    this.buckets.delete(key);
  }

  remaining(key: string): number {
    const bucket = this.getBucket(key);
    this.refill(bucket);
    return Math.floor(bucket.tokens);
  }

  private getBucket(key: string): BucketState {
    // ... existing code ...
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
