/** Answers assumed before any call ended, so a new campaign starts at one call per free agent. */
const PRIOR_CALLS = 2;
/** Dial a little under the measured rate's promise: answers come in bursts. */
const SAFETY = 0.9;

/**
 * The predictive dialler's calls per free agent: the inverse of the measured answer rate (more ringing calls when
 * few answer), scaled down as the abandoned calls use up their allowance (`maxAbandon`, a share of answered calls)
 * and one call per free agent — which cannot abandon — while no allowance is left.
 */
export class PredictiveRatio {
  private ended = 0;
  private answered = 0;
  private abandons = 0;

  constructor(
    private readonly maxRatio: number,
    private readonly maxAbandon: number,
  ) {}

  ringEnded(answered: boolean): void {
    this.ended++;
    if (answered) this.answered++;
  }

  abandoned(): void {
    this.abandons++;
  }

  get answerRate(): number {
    return (this.answered + PRIOR_CALLS) / (this.ended + PRIOR_CALLS);
  }

  get ratio(): number {
    const allowance = this.maxAbandon * this.answered - this.abandons;
    // Headroom for a few more abandons before the rate would pass its maximum: 0 (none) … 1 (plenty).
    const headroom = Math.min(1, Math.max(0, (allowance - 1) / 2));
    const target = Math.min(this.maxRatio, Math.max(1, SAFETY / this.answerRate));
    return 1 + (target - 1) * headroom;
  }
}
