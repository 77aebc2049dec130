// Statistics of a match result, as engine developers report them: the score with its 95%
// interval (normal approximation over the per-game results), the Elo difference it
// implies, and the log-likelihood ratio of a sequential probability ratio test (SPRT,
// generalised to win/draw/loss results by its normal approximation) between two Elo
// hypotheses. docs/ai.md, "How strength is measured", shows them in use.

export interface MatchStats {
  games: number;
  /** Mean score per game, 0..1. */
  score: number;
  /** 95% interval of the score, 0..1. */
  low: number;
  high: number;
  elo: number;
  eloLow: number;
  eloHigh: number;
}

/** Expected score of a side `elo` points stronger. */
export function eloToScore(elo: number): number {
  return 1 / (1 + 10 ** (-elo / 400));
}

/** Elo difference of a score (clamped to ±1000 at 0% and 100%). */
export function scoreToElo(score: number): number {
  if (score <= 0) return -1000;
  if (score >= 1) return 1000;
  return Math.max(-1000, Math.min(1000, -400 * Math.log10(1 / score - 1)));
}

/** Mean score per game, 0..1 (a win 1, a draw ½); 0.5 before any game. */
function meanScore(w: number, d: number, l: number): number {
  const n = w + d + l;
  return n > 0 ? (w + d / 2) / n : 0.5;
}

/** The score as the summary lines print it: a percentage to one decimal, 0 before any game. */
export function scorePercent(w: number, d: number, l: number): number {
  return w + d + l > 0 ? Number((100 * meanScore(w, d, l)).toFixed(1)) : 0;
}

/** Variance of one game's score around the mean. */
function variance(w: number, d: number, l: number): number {
  const n = w + d + l;
  const s = meanScore(w, d, l);
  return (w * (1 - s) ** 2 + d * (0.5 - s) ** 2 + l * s ** 2) / n;
}

export function matchStats(w: number, d: number, l: number): MatchStats {
  const games = w + d + l;
  const score = meanScore(w, d, l);
  const half = games > 0 ? 1.96 * Math.sqrt(variance(w, d, l) / games) : 0.5;
  const low = Math.max(0, score - half);
  const high = Math.min(1, score + half);
  return { games, score, low, high, elo: scoreToElo(score), eloLow: scoreToElo(low), eloHigh: scoreToElo(high) };
}

/** SPRT error rates (both 5%) give these LLR bounds. */
export const SPRT_LOWER = Math.log(0.05 / 0.95);
export const SPRT_UPPER = Math.log(0.95 / 0.05);

/**
 * Log-likelihood ratio of H1 (A is elo1 stronger) against H0 (elo0 stronger). The
 * per-game variance is floored so that a clean sweep still gives a finite, growing ratio.
 */
export function sprtLlr(w: number, d: number, l: number, elo0: number, elo1: number): number {
  const n = w + d + l;
  if (n === 0) return 0;
  const s = meanScore(w, d, l);
  const s0 = eloToScore(elo0);
  const s1 = eloToScore(elo1);
  const v = Math.max(variance(w, d, l), 0.05);
  return (n * (s1 - s0) * (2 * s - s0 - s1)) / (2 * v);
}

export type SprtVerdict = 'H1' | 'H0' | 'continue';

export function sprtVerdict(llr: number): SprtVerdict {
  return llr >= SPRT_UPPER ? 'H1' : llr <= SPRT_LOWER ? 'H0' : 'continue';
}

const pct = (x: number): string => `${Number((100 * x).toFixed(1))}%`;
const signed = (x: number): string => `${x >= 0 ? '+' : ''}${Math.round(x)}`;

/** One line: the interval and the Elo, e.g. `interval 95%: 41.2%..58.8% (±8.8), elo +0 (-61..+61)`. */
export function statsLine(st: MatchStats): string {
  const half = (100 * (st.high - st.low)) / 2;
  return `interval 95%: ${pct(st.low)}..${pct(st.high)} (±${Number(half.toFixed(1))}), elo ${signed(st.elo)} (${signed(st.eloLow)}..${signed(st.eloHigh)})`;
}

export function sprtLine(llr: number, elo0: number, elo1: number): string {
  const v = sprtVerdict(llr);
  const verdict = v === 'H1' ? 'H1 accepted (pass)' : v === 'H0' ? 'H0 accepted (fail)' : 'continue';
  return `sprt elo0=${elo0} elo1=${elo1}: llr ${llr.toFixed(2)} (bounds ${SPRT_LOWER.toFixed(2)} ${SPRT_UPPER.toFixed(2)}) ${verdict}`;
}

/** A paired comparison: A's score minus a baseline's against the same opponent. */
export interface PairedStats {
  openings: number;
  /** Mean difference of score per game, −1..1. */
  diff: number;
  /** 95% interval of the difference. */
  low: number;
  high: number;
}

/**
 * `diffs`: one per opening both players finished, A's score minus the baseline's, per game
 * (−1..1). The openings are the units: the same opening tends to give both players the
 * same result, so their difference varies less than either score, and a change shows with
 * fewer games than the two scores' separate intervals would need.
 */
export function pairedStats(diffs: readonly number[]): PairedStats {
  if (diffs.length === 0) return { openings: 0, diff: 0, low: -1, high: 1 };
  const { mean, half } = meanInterval(diffs, 1);
  return { openings: diffs.length, diff: mean, low: Math.max(-1, mean - half), high: Math.min(1, mean + half) };
}

/** The mean of per-opening samples and its 95% half-width; `lone` is the variance assumed from one sample. */
function meanInterval(xs: readonly number[], lone: number): { mean: number; half: number } {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const v = n > 1 ? xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1) : lone;
  return { mean, half: 1.96 * Math.sqrt(v / n) };
}

/**
 * The score with openings as the units: `perOpening` holds A's mean score over each opening
 * played from both sides (0, ¼, ½, ¾ or 1). Where an opening tends to decide the game (the first
 * mover's edge, a line one side always wins), the two games of a pair are not independent, and
 * this interval is the honest one; where they vary together less than chance, it is also the
 * narrower. docs/ai.md, "How strength is measured".
 */
export function openingStats(perOpening: readonly number[]): MatchStats & { openings: number } {
  const n = perOpening.length;
  const { mean: score, half } = n > 0 ? meanInterval(perOpening, 0.25) : { mean: 0.5, half: 0.5 };
  const low = Math.max(0, score - half);
  const high = Math.min(1, score + half);
  return { openings: n, games: 2 * n, score, low, high, elo: scoreToElo(score), eloLow: scoreToElo(low), eloHigh: scoreToElo(high) };
}

/** One line, e.g. `interval by opening 95%: 51%..54.8% (±1.9) over 216 openings`. */
export function openingLine(st: ReturnType<typeof openingStats>): string {
  const half = (100 * (st.high - st.low)) / 2;
  return `interval by opening 95%: ${pct(st.low)}..${pct(st.high)} (±${Number(half.toFixed(1))}) over ${st.openings} openings`;
}

const points = (x: number): string => `${x >= 0 ? '+' : ''}${Number((100 * x).toFixed(1))}`;

/** One line, e.g. `paired: papa@abc - papa@def against sparring: +4.5 points (95%: -1.2..+10.2) over 50 openings`. */
export function pairedLine(st: PairedStats, a: string, baseline: string, opponent: string): string {
  return `paired: ${a} - ${baseline} against ${opponent}: ${points(st.diff)} points (95%: ${points(st.low)}..${points(st.high)}) over ${st.openings} openings`;
}
