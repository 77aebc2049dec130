// The board in words, for the mirror: a point's name and what stands there, and the answers
// to the blind-mode commands (last move, pieces of each side, clock, legal moves). Built
// from the live match and the board on screen, in the language shown; texts in
// locales/*/access.json, with the panel's own words where they exist (src/views/board-texts.ts).
import type { Side } from '../engine/types';
import type { Match } from '../match/match';
import { moveNote } from '../match/move-notes';
import { t } from '../i18n/index';
import { countsText, ownerOf, sideName, timerText } from '../views/board-texts';
import { actorName, pointList } from '../views/narration';

/** Sentences one after the other, as the language writes them (a space in English, none in Chinese). */
export function sentences(parts: readonly string[]): string {
  const said = parts.filter((p) => p !== '');
  return said.length === 0 ? '' : said.reduce((a, b) => t('access:then', { a, b }));
}

/** The board's marks on one point, as the mirror says them. */
export interface PointMarks {
  chosen: boolean;
  legal: boolean;
  last: boolean;
}

/** "d3, black disc, last move" / "d3，黑子，上一步". */
export function pointWords(m: Match, point: number, marks: PointMarks): string {
  const side = m.rules.pieceAt(m.record.position, point);
  const what = side ? t(`access:piece.${m.game}.${side}`) : t('access:empty');
  const words = [t('access:cell', { point: m.rules.geometry.points[point].name, what })];
  if (marks.chosen) words.push(t('access:mark.chosen'));
  if (marks.legal) words.push(t('access:mark.legal'));
  if (marks.last) words.push(t('access:mark.last'));
  return words.join(t('access:sep'));
}

/** "You", "BABY", "Black": who played a side's moves. */
export function moverName(m: Match, side: Side): string {
  return actorName(m.game, { side, owner: ownerOf(m, side) });
}

/** "BABY: c3-c2 ×b2." */
export function lastMoveWords(m: Match): string {
  const played = m.record.lastMove;
  if (!played) return t('access:lastNone');
  return t('access:last', { who: moverName(m, m.sideOf(played)), move: moveNote(m.rules, played) });
}

/** Each side's points, then its counts as the panel shows them. */
export function piecesWords(m: Match): string {
  const g = m.rules.geometry;
  return sentences(
    m.sides.map((side) => {
      const points = g.points.filter((p) => m.rules.pieceAt(m.record.position, p.index) === side).map((p) => p.name);
      const list = points.length > 0 ? pointList(points) : t('access:none');
      return t('access:pieces', { side: sideName(m, side), points: list, counts: countsText(m, side) });
    }),
  );
}

export function clockWords(m: Match): string {
  return t('access:clock', { time: timerText(m) });
}

/** The side to move and every legal move in notation. */
export function legalWords(m: Match): string {
  const moves = m.outcome ? [] : m.record.legalMoves().map((mv) => m.rules.moveToText(m.record.position, mv));
  if (moves.length === 0) return t('access:legalNone');
  return t('access:legal', { side: sideName(m, m.turn), moves: moves.join(t('access:listSep')) });
}
