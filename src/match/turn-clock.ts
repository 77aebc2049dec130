// The turn clock: the time left in the player's turn, which pauses for named reasons (an
// open dialog, a hidden page, an ad break) and warns at ten and at five seconds left.

export class TurnClock {
  private running = false;
  private left = 0;
  private last = 0;
  private warned = 0;
  private limitSec = 0;
  private readonly pausedBy = new Set<string>();

  /** `onWarn(seconds left)` at 10 s (for limits over 10 s) and at 5 s left; `onTimeUp` once at zero. */
  constructor(
    private readonly onWarn: (secondsLeft: number) => void,
    private readonly onTimeUp: () => void,
    /** The time in ms; a constant one stops the clock at its full time (MatchPace.frozenClock). */
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Starts a turn of `limitSec` seconds (0: no clock). */
  start(limitSec: number): void {
    this.limitSec = limitSec;
    this.running = limitSec > 0;
    this.left = limitSec * 1000;
    this.last = this.now();
    this.warned = 0;
  }

  stop(): void {
    this.running = false;
  }

  get isRunning(): boolean {
    return this.running;
  }

  get isPaused(): boolean {
    return this.pausedBy.size > 0;
  }

  /** Pauses for a reason; resume with the same reason. */
  pause(reason: string): void {
    this.tick();
    this.pausedBy.add(reason);
  }

  resume(reason: string): void {
    this.tick();
    this.pausedBy.delete(reason);
    this.last = this.now();
  }

  /** Seconds left (tenths), or null when no clock runs. */
  secondsLeft(): number | null {
    if (!this.running) return null;
    this.tick();
    return Math.max(0, Math.round(this.left / 100) / 10);
  }

  /** Counts time down; called often (a 100 ms interval) and before every reading. */
  tick(): void {
    const t = this.now();
    if (!this.running) {
      this.last = t;
      return;
    }
    if (this.pausedBy.size === 0) this.left -= t - this.last;
    this.last = t;
    const secs = Math.ceil(this.left / 1000);
    if (secs <= 10 && this.warned === 0 && this.limitSec > 10) {
      this.warned = 1;
      this.onWarn(10);
    } else if (secs <= 5 && this.warned === 1) {
      this.warned = 2;
      this.onWarn(5);
    }
    if (this.left <= 0) {
      this.running = false;
      this.onTimeUp();
    }
  }
}
