// When the game server is gone for good in the middle of an online game, the player may play
// on from the same position against a panda (docs/online.md, "Faults"): the room's moves as
// last heard, the same side, the room's rules (the default options, the draw rules on). The
// new game is an ordinary one against the panda, kept on the device like any other.
import { GameRecord } from '../engine/record';
import { rulesFor } from '../games/registry';
import { PANDAS, type PandaName } from '../match/players';
import { currentMatch, newMatch } from '../match/session';
import { settings } from '../settings';
import { leaveOnline, onlineGame } from './session';

/** The panda to play on against: the one last chosen on the player select, else Baby. */
export function playOnPanda(): PandaName {
  const o = settings.opponent;
  return (PANDAS as readonly string[]).includes(o) ? (o as PandaName) : PANDAS[0];
}

/** Leaves the online game and starts the panda's from its position; false when there is no game to carry on. */
export function playOnWithPanda(): boolean {
  const g = onlineGame();
  const m = g?.match;
  if (!g || !m || m !== currentMatch() || m.outcome) return false;
  const rules = rulesFor(m.game);
  const heard = g.snap?.moves ?? [];
  const moves = heard.length >= m.record.history.length ? heard : m.record.moveTexts;
  let record: GameRecord<unknown>;
  try {
    record = GameRecord.replay(rules, rules.startText, moves);
  } catch {
    return false;
  }
  if (record.outcome) return false;
  const side = m.config.humanSide;
  leaveOnline();
  const next = newMatch({ ...settings.matchConfig(m.game, playOnPanda(), side), options: {}, drawRules: true });
  next.resumeFrom = record;
  return true;
}
