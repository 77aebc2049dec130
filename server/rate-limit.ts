// A token bucket per player: `burst` messages at once, `perSec` a second after that.
export class RateLimit {
  private tokens: number;
  private last = 0;
  private warnedAt = 0;

  constructor(
    private readonly burst: number,
    private readonly perSec: number,
  ) {
    this.tokens = burst;
  }

  take(now: number): boolean {
    if (this.last) this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSec);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** True at most once a second while messages are dropped. */
  shouldWarn(now: number): boolean {
    if (now - this.warnedAt < 1000) return false;
    this.warnedAt = now;
    return true;
  }
}
