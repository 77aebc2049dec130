// The review's header: which game, who played which side, how it ended and when. A game
// from a link says what its link carries (src/engine/replay-code.ts, version B); an older
// link names no players and no date, and the header leaves them out.
import type { ReplayMeta } from '../engine/replay-code';
import type { Outcome, Side } from '../engine/types';
import type { GameId } from '../games/registry';
import { currentLang, t } from '../i18n/index';

export interface HeaderFacts {
  game: GameId;
  sides: readonly Side[];
  outcome: Outcome | null;
  meta: ReplayMeta | null;
  /** The side the player on this device took (a live game against a panda): shown as "You". */
  youSide?: Side | null;
}

/** "Review · Othello". */
export function headerTitle(f: HeaderFacts): string {
  return `${t('result:reviewTitle')} · ${t(`games:${f.game}.name`)}`;
}

/** "Black: PAPA · White: You", or '' when nobody is known. */
export function headerPlayers(f: HeaderFacts): string {
  const players = f.meta?.players ?? [];
  if (!players.some((p) => p)) return '';
  return f.sides
    .slice(0, 2)
    .map((side, i) => {
      const who = players[i];
      const name =
        side === f.youSide
          ? t('common:you')
          : who === 'player'
            ? t('review:players.player')
            : who
              ? t(`common:pandas.${who}.name`)
              : t('review:players.unknown');
      return t('review:sideTag', { side: t(`games:${f.game}.sides.${side}`), who: name });
    })
    .join(' · ');
}

/** "Black wins · 6 Dec 2026" (the date where known). */
export function headerResult(f: HeaderFacts): string {
  const o = f.outcome;
  const result = !o ? t('review:unfinished') : o.winner === 'draw' ? t('result:draw') : t(`games:${f.game}.wins.${o.winner}`);
  const date = f.meta?.date ? shownDate(f.meta.date) : '';
  return date ? `${result} · ${date}` : result;
}

function shownDate(iso: string): string {
  try {
    const [y, m, d] = iso.split('-').map(Number);
    return new Intl.DateTimeFormat(currentLang() === 'zh' ? 'zh-CN' : 'en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y, m - 1, d)),
    );
  } catch {
    return iso;
  }
}
