// The result in words: who won, and the rule that ended the game. The result scene shows
// them; the screen-reader mirror says them (docs/accessibility.md).
import type { Outcome, Side } from '../engine/types';
import type { Match } from '../match/match';
import { kitOf } from '../games/registry';
import { t } from '../i18n/index';

/** "You win!", "BABY wins", "Draw", or the winning side between friends. */
export function headlineText(m: Match): string {
  const o = m.outcome as Outcome;
  if (o.winner === 'draw') return t('result:draw');
  if (m.online) return m.isHumanSide(o.winner) ? t('result:youWin') : t('result:youLose');
  if (m.vsPanda) return m.isHumanSide(o.winner) ? t('result:youWin') : t('result:pandaWins', { name: t(`common:pandas.${m.panda}.name`) });
  return t(`games:${m.game}.wins.${o.winner}`);
}

/** The sentence for why a game ended (used by the result scene and tests). */
export function reasonText(match: Match, outcome: Outcome): string {
  const m = match;
  const side = (s: Side) => t(`games:${m.game}.sides.${s}`);
  const tally = m.rules.tally(m.record.position);
  if (kitOf(m.game).look.countedEnds?.includes(outcome.reason)) {
    const [x, o] = tally.onBoard;
    if (outcome.winner === 'draw') return t(`result:reasons.${outcome.reason}-draw`, { a: x, b: o });
    return t(`result:reasons.${outcome.reason}`, { a: Math.max(x, o), b: Math.min(x, o) });
  }
  switch (outcome.reason) {
    case 'no-moves': {
      // spoken to the player when it was them; a panda by name; between friends, the side
      const loser = outcome.winner === m.sides[0] ? m.sides[1] : m.sides[0];
      if (m.vsPanda && m.isHumanSide(loser)) return t('result:reasons.no-moves-you');
      const who = m.vsPanda ? t(`common:pandas.${m.panda}.name`) : side(loser);
      return t('result:reasons.no-moves', { side: who });
    }
    case 'resigned':
    case 'abandoned': {
      const loser = outcome.winner === m.sides[0] ? m.sides[1] : m.sides[0];
      return t(`result:reasons.${outcome.reason}`, { side: side(loser) });
    }
    default:
      return t(`result:reasons.${outcome.reason}`);
  }
}
