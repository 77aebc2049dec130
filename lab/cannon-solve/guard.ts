// `npx tsx lab/cannon-solve/guard.ts [--plies H] [--out DIR] [--write] [--check N]
// [--nodes K]`: builds PAPA's opening guard for Cannon (src/games/cannon/opening-guard.ts)
// from the solved tables (npm run solve:cannon). It walks every position of the first H
// plies (default 8) that the start reaches by moves keeping the draw, and keeps those where
// some moves lose and others do not, with the losing ones. `--write` stores the guard in
// src/games/cannon/opening-guard-data.ts. `--check N` plays PAPA without the guard (K nodes a
// move, default 20 000) in N of the entries, evenly spread, and counts how often he chooses
// a losing move there. Research only (lab/journal/ai.md, "Cannon: the opening guard").
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { cannonRules, type CannonPosition } from '../../src/games/cannon/rules';
import { canonical, mirrorMask } from '../../src/games/cannon/opening-guard';
import { thinkNow } from '../../src/ai/think';
import { option } from '../texel/self-play';
import { unguardedResolver as unguarded } from './unguarded';
import { loadTables } from './load';
import { rankAt } from './values';

const rules = cannonRules();
const tables = loadTables(option('out', 'test-output/cannon-solve'));
const PLIES = Number(option('plies', '8'));
const rank = (pos: CannonPosition): number => rankAt(rules, tables, pos);
const DRAWN = 2;

/** Entries by key: the mask of losing moves among the canonical position's sorted legal moves. */
const entries = new Map<number, number>();
const examples: { pos: CannonPosition; losing: number[] }[] = [];
let layer: CannonPosition[] = [rules.start()];
const seen = new Set<number>([canonical(layer[0]).key]);
for (let ply = 0; ply < PLIES; ply++) {
  const next: CannonPosition[] = [];
  for (const pos of layer) {
    if (rules.outcome(pos) || rank(pos) !== DRAWN) continue;
    const { mirrored, key } = canonical(pos);
    const inEntry = mirrored ? { ...pos, x: mirrorMask(pos.x), o: mirrorMask(pos.o) } : pos;
    const legal = rules.moves(inEntry).sort((a, b) => a - b);
    let mask = 0;
    legal.forEach((m, i) => {
      const child = rules.play(inEntry, m);
      if (4 - rank(child) < DRAWN) {
        mask |= 1 << i;
        return;
      }
      const k = canonical(child).key;
      if (!seen.has(k)) {
        seen.add(k);
        next.push(child);
      }
    });
    if (mask !== 0 && mask !== 2 ** legal.length - 1) {
      entries.set(key, mask);
      examples.push({ pos: inEntry, losing: legal.filter((_, i) => mask & (1 << i)) });
    }
  }
  console.log(`plies < ${ply + 1}: ${entries.size} entries`);
  layer = next;
}

function varint(out: number[], value: number): void {
  while (value >= 128) {
    out.push((value % 128) | 0x80);
    value = Math.floor(value / 128);
  }
  out.push(value);
}
const bytes: number[] = [];
let last = 0;
for (const key of [...entries.keys()].sort((a, b) => a - b)) {
  varint(bytes, key - last);
  varint(bytes, entries.get(key)!);
  last = key;
}
const base64 = Buffer.from(bytes).toString('base64');
console.log(`${entries.size} entries, ${bytes.length} bytes, ${base64.length} base64, ${gzipSync(base64, { level: 9 }).length} gzip`);

if (process.argv.includes('--write')) {
  writeFileSync(
    'src/games/cannon/opening-guard-data.ts',
    `// PAPA's opening guard for Cannon (opening-guard.ts): ${entries.size} positions of the first ${PLIES} plies with their losing
// moves, from the solved game by lab/cannon-solve/guard.ts --plies ${PLIES} --write. Generated: do not edit.
export const GUARD_BASE64 =
  '${base64}';
`,
  );
  console.log('wrote src/games/cannon/opening-guard-data.ts');
}

const checks = Number(option('check', '0'));
if (checks > 0) {
  const nodes = Number(option('nodes', '20000'));
  let wrong = 0;
  for (let i = 0; i < checks; i++) {
    const { pos, losing } = examples[Math.floor((i * examples.length) / checks)];
    const text = rules.format(pos);
    const move = rules.moveFromText(
      pos,
      thinkNow({ game: 'cannon', position: text, history: [], panda: 'papa', nodes, timeMs: 60_000 }, unguarded).move,
    );
    if (losing.includes(move)) {
      wrong++;
      console.log(`loses: ${text} ${rules.moveToText(pos, move)} (losing: ${losing.map((m) => rules.moveToText(pos, m)).join(' ')})`);
    }
  }
  console.log(`PAPA without the guard at ${nodes} nodes: a losing move in ${wrong} of ${checks} entries`);
}
