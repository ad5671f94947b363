// ... existing code ...
export class RateLimiter {
  private tokens: number;
  private last: number;
  private rejected = 0;

  // ... existing code ...

  tryTake(cost = 1): boolean {
    this.refill();
    if (this.tokens < cost) {
      this.rejected++;
      return false;
    }
    this.tokens -= cost;
    return true;
  }

  get rejectedCount(): number {
    return this.rejected;
  }
  // ... existing code ...
}
