// Othello's own benchmark rows for `cli bench`: the exact solver on the standard FFO
// endgames (#40 onwards), each timed with its node count, the score checked against the
// known one, and which solver ran (WebAssembly when loaded, else JavaScript: docs/ai.md,
// "Othello's exact solver").

import { solveOthelloPosition } from './endgame';
import { FFO_FIRST, FFO_POSITIONS } from './ffo';
import { othelloRules } from './rules';
import { solverKind } from './solver-wasm';

export function othelloFfoBench(row: (figure: string, value: string, detail?: string) => void, count: number): void {
  if (count === 0) {
    row('othello solver FFO', 'skipped', '--ffo 0');
    return;
  }
  const rules = othelloRules();
  const kind = solverKind();
  row(
    'othello solver',
    kind === 'wasm' ? 'WebAssembly' : 'JavaScript',
    kind === 'wasm' ? 'othello-solver.wasm' : 'OTHELLO_SOLVER=js or no binary',
  );
  const rate = (n: number, ms: number) => `${((n * 1000) / Math.max(ms, 0.001) / 1e6).toFixed(1)} M/s`;
  let totalMs = 0;
  let totalNodes = 0;
  for (let i = 0; i < count && i < FFO_POSITIONS.length; i++) {
    const [board, side, expected, best] = FFO_POSITIONS[i].split(/\s+/);
    const r = solveOthelloPosition(rules.parse(`${board} ${side}`));
    const ok = r.complete && r.score === Number(expected) && best.split(',').includes(r.bestMove);
    totalMs += r.timeMs;
    totalNodes += r.nodes;
    row(
      `othello solver FFO #${FFO_FIRST + i} (${64 - (board.match(/[XO]/g)?.length ?? 0)} empties)`,
      `${(r.timeMs / 1000).toFixed(2)} s`,
      `${kind}, ${r.nodes} nodes, ${rate(r.nodes, r.timeMs)}, score ${r.score} ${r.bestMove} ${ok ? 'ok' : `WRONG (expected ${expected} ${best})`}`,
    );
  }
  row(
    `othello solver FFO #${FFO_FIRST}-#${FFO_FIRST + count - 1} total`,
    `${(totalMs / 1000).toFixed(2)} s`,
    `${kind}, ${totalNodes} nodes`,
  );
}
