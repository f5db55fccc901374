/**
 * Repeated warnings, at most one line per key (a person) per window (product §16: one write flood wrote 3,581
 * lines, one per refused write). The first warning of a window is logged at once, with how many of the key's
 * warnings the window before it held back (`suppressed`); the others are only counted.
 */
export class RepeatedWarnings {
  readonly #windows = new Map<string, { until: number; suppressed: number }>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Whether to log this warning now, and how many were held back before it; null to count it and stay quiet. */
  admit(key: string): { suppressed: number } | null {
    const now = this.now();
    const window = this.#windows.get(key);
    if (window && now < window.until) {
      window.suppressed += 1;
      return null;
    }
    if (this.#windows.size > 10_000) this.#sweep(now);
    this.#windows.set(key, { until: now + this.windowMs, suppressed: 0 });
    return { suppressed: window?.suppressed ?? 0 };
  }

  /** Forgets the windows that ended (their held-back counts with them), so quiet people cost no memory. */
  #sweep(now: number): void {
    for (const [key, window] of this.#windows) if (now >= window.until) this.#windows.delete(key);
  }
}
