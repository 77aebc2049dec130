// The players `cli match` can pit against each other: the three pandas (in this process),
// the classic sparring engine (lab/sparring: a yardstick, not part of the game) and PAPA of
// an earlier commit (`papa@<git-rev>`, in a child process, see old-build.ts).

import { contextOf } from '../../ai/context';
import { now } from '../../ai/clock';
import { PANDAS, type PandaName, type ThinkRequest } from '../../ai/protocol';
import { thinkNow } from '../../ai/think';
import { CliError } from '../args';
import { OldPapa } from './old-build';
import { rulesFor, type GameId } from '../../games/registry';
import { resolveGame } from '../../games/brains';

export interface Player {
  readonly name: string;
  move(request: Omit<ThinkRequest, 'panda'>, timeMs: number, nodes?: number): Promise<{ move: string; timeMs: number }>;
  close(): void;
}

function panda(name: PandaName): Player {
  return {
    name,
    move: async (request, timeMs, nodes) => thinkNow({ ...request, panda: name, timeMs, nodes }, resolveGame),
    close: () => undefined,
  };
}

// The sparring engine is research code (lab/), loaded only when a match asks for it: the
// command line is the one part of src/ allowed to reach into lab/ (docs/architecture.md).
let sparringModule: Promise<typeof import('../../../lab/sparring/index')> | null = null;

function sparring(): Player {
  return {
    name: 'sparring',
    async move(request, timeMs, nodes) {
      const { sparringThink } = await (sparringModule ??= import('../../../lab/sparring/index'));
      const started = now();
      const ctx = contextOf({ ...request, panda: 'papa' }, rulesFor(request.game as GameId, request.options ?? {}));
      const r = sparringThink(ctx, timeMs, nodes);
      const move = r.move === ctx.rules.PASS ? 'pass' : ctx.rules.moveToText(ctx.position, r.move);
      return { move, timeMs: Math.round(now() - started) };
    },
    close: () => undefined,
  };
}

function earlierPapa(name: string, rev: string): Player {
  const child = new OldPapa(rev);
  return {
    name,
    move: (request, timeMs, nodes) => child.think({ ...request, panda: 'papa', timeMs, nodes }),
    close: () => child.close(),
  };
}

export const PLAYER_NAMES = `${PANDAS.join(', ')}, sparring or papa@<git-rev>`;

/** A player by its command-line name. */
export function playerFor(name: string | undefined, option: string): Player {
  if (name === undefined) throw new CliError(`missing --${option} (${PLAYER_NAMES})`);
  if ((PANDAS as readonly string[]).includes(name)) return panda(name as PandaName);
  if (name === 'sparring') return sparring();
  if (name.startsWith('papa@') && name.length > 5) {
    const rev = name.slice(5);
    // A full commit hash is shortened in the output, as git does.
    return earlierPapa(/^[0-9a-f]{40}$/.test(rev) ? `papa@${rev.slice(0, 10)}` : name, rev);
  }
  throw new CliError(`unknown player '${name}' (${PLAYER_NAMES})`);
}
