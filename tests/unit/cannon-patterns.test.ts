// PAPA's pattern evaluation of Cannon (src/games/cannon/patterns.ts, docs/ai.md "Cannon's
// evaluation"): the shipped weights load whole, and
// they tell won, drawn and lost positions apart. The positions come from self-play games the
// fit held out, each labelled by the solved game's tables (npm run solve:cannon).
import { describe, expect, it } from 'vitest';
import { PATTERN_TABLE, PATTERN_TERMS, PATTERN_WEIGHTS, patternIndices, patternSum } from '../../src/games/cannon/patterns';
import { PATTERN_STEPS_PER_LOGIT } from '../../src/games/cannon/pattern-weights';
import { cannonRules } from '../../src/games/cannon/rules';

const rules = cannonRules();
/** The pattern sum in logits (the fit's unit) for the side to move. */
const logit = (text: string): number => {
  const p = rules.parse(text);
  const sum = p.turn === 0 ? patternSum(PATTERN_TABLE, p.x, p.o, true) : patternSum(PATTERN_TABLE, p.o, p.x, false);
  return sum / PATTERN_STEPS_PER_LOGIT;
};

const WON = [
  '.X../.OX./...O/XO../.X.. X',
  'O.OO/O.../O.O./.XX./XXXX O',
  'O.O./.OXX/.X.X/OXO./..X. X',
  'O.O./O.../X.OO/XOXX/..XX O',
  '..O./.O../XXXO/.OO./..X. O',
  'OOO./.OXO/.XOX/X..X/...X X',
  '..../..O./XOX./.OO./.X.. O',
  '..../.OXX/O.../...O/X.O. O',
  '..../X.X./.X../X..O/..X. X',
  'O.O./..OO/.OX./X.../.XX. O',
  '..../.OOO/XXX./.OXO/.... O',
  'X.../.O../.XO./..OX/O... O',
];
const DRAWN = [
  '..O./.OO./.OXO/XX../X.X. O',
  '..../..O./.XX./.OO./..X. X',
  '..../O.OX/O.XO/.XOX/.X.. X',
  '...X/OX../..O./.O../.X.. O',
  '.OO./...O/XOXO/.XX./.X.. X',
  '.OO./.O../OXOX/.X../.XX. X',
  '..../.O../.XX./.OO./..X. O',
  'O.OO/.XOX/.OXO/.X../..X. X',
  'X.../.O../OXXO/XO../.... O',
  'O.OO/.O.O/XO.X/X.X./.X.X O',
  '.OO./...O/XOXO/X.X./...X O',
  'O.O./.O.O/XOOX/.X../X.XX O',
];
const LOST = [
  '.O.O/XOXX/.X../.X../.... O',
  'O.O./OOO./..O./X.X./X.XX X',
  'OOOO/.O../..OX/..X./XXXX X',
  'OOO./.O.O/.XX./X..X/.XX. O',
  'O.../OXOX/.O../.X.X/.X.. O',
  'O.O./OX../XOXO/..../XX.X O',
  'OO.O/OOX./XX.O/..X./.X.X O',
  '.OOO/..O./XXX./..X./.X.. O',
  '..OO/O.OO/OXXX/.X../X.X. O',
  '.O../..O./.O.O/...O/XX.. X',
  '.OO./O.../.OO./XXXO/.XX. X',
  '..../..../OXXO/O.O./.... X',
];

describe('Cannon pattern evaluation', () => {
  it('loads every weight, and each position reads one weight per shape and its material', () => {
    expect(PATTERN_TABLE.length).toBe(PATTERN_WEIGHTS);
    const idx = new Int32Array(PATTERN_TERMS);
    const p = rules.parse('OOOO/O..O/..../X..X/XXXX X');
    patternIndices(p.x, p.o, true, idx);
    for (const i of idx) expect(i).toBeGreaterThanOrEqual(0);
    for (const i of idx) expect(i).toBeLessThan(PATTERN_WEIGHTS);
    expect(new Set(idx).size).toBe(PATTERN_TERMS);
  });

  it('scores won positions high, drawn ones near even and lost ones low (positions the fit did not see)', () => {
    for (const t of WON) expect(logit(t), t).toBeGreaterThan(1);
    for (const t of DRAWN) expect(Math.abs(logit(t)), t).toBeLessThan(0.75);
    for (const t of LOST) expect(logit(t), t).toBeLessThan(-0.5);
  });

  it('sees the start, a drawn position, as close to even', () => {
    expect(Math.abs(logit('OOOO/O..O/..../X..X/XXXX X'))).toBeLessThan(0.75);
  });
});
