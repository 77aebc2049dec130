// The board panel's sentences, from the live match and the game's kit: who plays which
// side, the counts, whose turn it is, the clock, notices and PAPA's prophecy. Pure
// functions of the match and the language.
import type { Side } from '../engine/types';
import type { Prophecy } from '../ai/protocol';
import type { Match } from '../match/match';
import { pandaTrouble } from '../match/panda-request';
import { kitOf } from '../games/registry';
import { t } from '../i18n/index';
import { prophecySentence } from '../dialogs/prophecy-text';

export type Owner = 'human' | 'friend' | 'baby' | 'mama' | 'papa';

export function sideName(m: Match, side: Side): string {
  return t(`games:${m.game}.sides.${side}`);
}

export function ownerOf(m: Match, side: Side): Owner {
  if (!m.vsPanda) return 'friend';
  return side === m.config.humanSide ? 'human' : (m.panda as Owner);
}

export function playerName(m: Match, side: Side): string {
  // online: you and your side; the other player by their nickname alone (their piece is on
  // the card), cut short so it fits a phone's narrow card
  const remote = m.config.online;
  if (remote) {
    if (side === m.config.humanSide) return `${t('common:you')} · ${sideName(m, side)}`;
    const name = [...(remote.opponent?.() ?? '')];
    return name.length === 0 ? sideName(m, side) : name.length > 12 ? `${name.slice(0, 11).join('')}…` : name.join('');
  }
  const owner = ownerOf(m, side);
  if (owner === 'friend') return sideName(m, side);
  if (owner === 'human') return `${t('common:you')} · ${sideName(m, side)}`;
  return `${t(`common:pandas.${owner}.name`)} · ${sideName(m, side)}`;
}

/** "On board 12 · Lost 3": the counts the game's kit shows for a side, in `position`. */
export function countsText(m: Match, side: Side, position: unknown = m.record.position): string {
  const i = m.sides.indexOf(side);
  const tally = m.rules.tally(position);
  const value = { onBoard: tally.onBoard[i], reserve: tally.inHand[i], inHand: tally.inHand[i], lost: tally.lost[i] };
  // a non-breaking space keeps each label with its number when the line wraps
  return kitOf(m.game)
    .look.tallyParts(side)
    .map((part) => `${t(`board:${part}`)}\u00a0${value[part]}`)
    .join(' · ');
}

/**
 * The side the panel shows as moving: while a move lands it stays with the side that played
 * it. The status line and the lit player card both follow it, so no frame says "Your turn"
 * beside the panda's lit card.
 */
export function shownTurn(m: Match): Side {
  const last = m.record.lastMove;
  return m.isAnimating && last ? m.sideOf(last) : m.turn;
}

export function statusText(m: Match): string {
  // a halted match (a puzzle solved or its try over) has no one to move
  if (m.outcome || m.isHalted) return '';
  if (m.isPassPending) return t('board:passing', { side: sideName(m, m.turn) });
  const mover = shownTurn(m);
  if (m.panda && !m.isHumanSide(mover)) return t('board:thinking', { name: t(`common:pandas.${m.panda}.name`) });
  // the hint is the player's own: it is looked for, not thought by the panda across the board
  if (m.isHintThinking) return t('board:hint.looking');
  if (m.vsPanda && m.isHumanSide(mover)) return t('board:yourTurn');
  return t('board:sideToMove', { side: sideName(m, mover) });
}

export function timerText(m: Match): string {
  const left = m.timeLeft();
  if (left === null) return m.clockLimit > 0 ? '—' : t('board:timerOff');
  return t('board:timer', { s: Math.ceil(left) });
}

export interface Notice {
  key: string;
  params?: Record<string, string>;
  /** A sentence built when shown (in the language shown then), instead of the key's text. */
  say?: () => string;
}

export function noticeText(m: Match, n: Notice | null): string {
  if (!n) return '';
  if (n.say) return n.say();
  const params: Record<string, string> = { ...(n.params ?? {}) };
  if (params.side) params.side = sideName(m, params.side as Side);
  // parameters that are keys themselves (a panda's name and line) follow the language too
  for (const k of ['name', 'text']) if (params[k] && params[k].includes(':')) params[k] = t(params[k]);
  return t(n.key, params);
}

export function prophecyText(m: Match): string {
  const p = m.prophecy;
  if (!p || m.panda !== 'papa') return '';
  return prophecyLine(p);
}

/** "PAPA foresees: he wins in 2 moves of his" for a proven result, from PAPA's point of view. */
export function prophecyLine(p: Prophecy): string {
  return prophecySentence(p);
}

/** The line in a notice's place while no notice shows: the pandas' worker failed (else nothing). */
export function standingLine(m: Match): string {
  return m.vsPanda && pandaTrouble() ? t('board:pandaTrouble') : '';
}
