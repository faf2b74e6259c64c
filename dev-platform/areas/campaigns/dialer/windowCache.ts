import { isOpenAt, nextOpening, type WeekWindows } from '../../../../src/shared/dialer/callingWindow';

/**
 * The calling window per set of zones, computed once per tick and, while closed, kept until it opens: every
 * contact of a zone shares it, so a tick over thousands of contacts formats dates only a few times.
 */
export class WindowCache {
  private tick = Number.NaN;
  private readonly now = new Map<string, number | null>();
  private readonly closedUntil = new Map<string, number | null>();

  constructor(private readonly windows: WeekWindows) {}

  /** `at` when the window is open, else when it opens next (null: never). */
  opensFor(zones: readonly string[], at: number): number | null {
    if (at !== this.tick) {
      this.tick = at;
      this.now.clear();
    }
    const key = zones.join(',');
    if (this.now.has(key)) return this.now.get(key) ?? null;
    const closed = this.closedUntil.get(key);
    let opens: number | null;
    if (closed !== undefined && (closed === null || closed > at)) opens = closed;
    else if (isOpenAt(this.windows, zones, new Date(at))) opens = at;
    else {
      opens = nextOpening(this.windows, zones, new Date(at))?.getTime() ?? null;
      this.closedUntil.set(key, opens);
    }
    this.now.set(key, opens);
    return opens;
  }
}
