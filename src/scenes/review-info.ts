// What the review says about the position shown: the line under the board (a fault and
// PAPA's better move, his verdict, the grading's progress, the result) and the arrow of
// PAPA's better move at a graded fault. Read by src/scenes/review.ts.
import { t } from '../i18n/index';
import type { Grading } from '../match/grade-client';
import type { Match } from '../match/match';
import type { SharedGame } from '../match/shared-link';
import { prophecyLine } from '../views/board-texts';

/** The position after `ply` plies of the game (0: its start). */
export function positionAt(game: SharedGame, ply: number): unknown {
  const r = game.record;
  const h = r.history;
  return ply === 0 ? (h.length > 0 ? h[0].before : r.position) : h[ply - 1].after;
}

/** At a graded fault (not a '!'), PAPA's better move as an arrow; null otherwise. */
export function faultArrow(game: SharedGame, grading: Grading | null, ply: number): { from: number; to: number } | null {
  const marks = grading?.marks() ?? [];
  const mark = ply > 0 ? marks[ply - 1] : null;
  const best = mark && mark !== '!' ? grading?.best(ply - 1) : null;
  if (!best || best === 'pass') return null;
  try {
    const before = positionAt(game, ply - 1);
    return game.rules.effect(before, game.rules.moveFromText(before, best));
  } catch {
    return null; // a best move that does not read (never expected): no arrow
  }
}

/** What the position shown means: a fault and PAPA's better move, the only move, his verdict, or the grading's progress. */
export function reviewInfoText(game: SharedGame, grading: Grading | null, live: Match | null, ply: number): string {
  const plies = game.record.history.length;
  const marks = grading?.marks() ?? [];
  const mark = ply > 0 ? marks[ply - 1] : null;
  const played = ply > 0 ? game.record.history[ply - 1] : null;
  if (mark && played) {
    const head = t('review:fault', { n: ply, move: played.text, mark, name: t(`review:grades.${mark}`) });
    const best = grading?.best(ply - 1);
    return mark !== '!' && best ? t('review:faultBest', { fault: head, best: t('review:bestWas', { move: best }) }) : head;
  }
  const verdict = live?.verdicts.get(ply);
  if (verdict) return prophecyLine(verdict);
  if (grading && !grading.done) return t('review:grading', { done: grading.evals.filter((v) => v !== null).length, total: plies + 1 });
  const outcome = game.record.outcome;
  if (outcome && ply === plies) return outcome.winner === 'draw' ? t('result:draw') : t(`games:${game.game}.wins.${outcome.winner}`);
  return grading ? t('review:graded') : '';
}
