// `npm run solve:cannon -- [--max-total N] [--out DIR]`: solves Cannon's
// materials up to N pieces in all (12: the whole game), smaller totals first, saving each
// table as DIR/<a>-<b>.bin and reusing the ones already there, then tells the start
// position's value and the two-ply openings'. lab/tests/cannon-solve.test.ts checks the
// solver against the game's own endgame tables. lab/journal/ai.md, "Cannon solved".
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadTable } from './load';
import { join } from 'node:path';
import { emptyTables, pairsUpTo, solvePair, tableSize, type Solved } from './solve';
import { describeOpenings } from './openings';

const args = process.argv.slice(2);
const opt = (name: string, dflt: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : dflt;
};
const maxTotal = Number(opt('max-total', '12'));
const out = opt('out', 'test-output/cannon-solve');
mkdirSync(out, { recursive: true });

const tables: Solved = emptyTables();
const started = performance.now();
for (const [a, b] of pairsUpTo(maxTotal)) {
  const files = [join(out, `${a}-${b}.bin`), join(out, `${b}-${a}.bin`)];
  if (files.every((f) => existsSync(f))) {
    tables[a][b] = loadTable(files[0], tableSize(a, b));
    tables[b][a] = loadTable(files[1], tableSize(b, a));
    continue;
  }
  const t0 = performance.now();
  for (const r of solvePair(tables, a, b)) {
    const pct = (n: number) => ((100 * n) / r.positions).toFixed(2);
    console.log(
      `${r.material}: ${r.positions} positions, won ${pct(r.won)}%, lost ${pct(r.lost)}%, drawn ${pct(r.drawn)}%, longest ${r.longest} plies`,
    );
  }
  writeFileSync(files[0], tables[a][b] as Uint16Array);
  if (a !== b) writeFileSync(files[1], tables[b][a] as Uint16Array);
  console.log(`  (${a}-${b} solved in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`all materials up to ${maxTotal} pieces in ${((performance.now() - started) / 1000).toFixed(1)} s`);

if (maxTotal === 12) describeOpenings(tables);
