// "Try again from here": a new game from a position of the game under review, against the
// same panda, the player on the same side. A game from a link names its panda when the link
// does (src/engine/replay-code.ts, version B); a friend game or an older link has none, and
// then PAPA takes the side not to move, so the player moves first from the position shown.
import type { PandaName } from '../ai/protocol';
import type { MatchConfig } from '../match/match-types';
import type { Opponent } from '../match/players';
import type { SharedGame } from '../match/shared-link';
import type { Side } from '../engine/types';
import { settings } from '../settings';

/** The live match's seat: who the player played against, and with which side. */
export interface LiveSeat {
  opponent: Opponent;
  humanSide: Side;
}

export function retryConfig(game: SharedGame, position: unknown, live: LiveSeat | null): MatchConfig {
  const { rules } = game;
  const toMove = rules.sides[rules.toMove(position)];
  let opponent: PandaName = 'papa';
  let humanSide: Side = toMove;
  if (live && live.opponent !== 'human') {
    opponent = live.opponent;
    humanSide = live.humanSide;
  } else if (!live) {
    const players = game.meta?.players ?? [];
    const at = players.findIndex((p) => p !== null && p !== 'player');
    const panda = at >= 0 ? players[at] : null;
    if (panda && panda !== 'player') {
      opponent = panda;
      humanSide = rules.sides[at === 0 ? 1 : 0];
    }
  }
  return {
    ...settings.matchConfig(game.game, opponent, humanSide),
    options: { ...rules.options },
    drawRules: game.record.draws.repetition && game.record.draws.noProgress,
    startPosition: rules.format(position),
  };
}
