// Reading the solved tables back (main.ts writes them): 16-bit values, the machine's byte order.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { emptyTables, pairsUpTo, tableSize, type Solved } from './solve';

export function loadTable(file: string, size: number): Uint16Array {
  const bytes = readFileSync(file);
  if (bytes.length !== 2 * size) throw new Error(`${file}: ${bytes.length} bytes, expected ${2 * size}`);
  const t = new Uint16Array(size);
  new Uint8Array(t.buffer).set(bytes);
  return t;
}

/** Every table of `dir` up to `maxTotal` pieces; an error names the first one missing. */
export function loadTables(dir: string, maxTotal = 12): Solved {
  const tables = emptyTables();
  for (const [a, b] of pairsUpTo(maxTotal)) {
    for (const [x, y] of [
      [a, b],
      [b, a],
    ]) {
      const file = join(dir, `${x}-${y}.bin`);
      if (!existsSync(file)) throw new Error(`${file} missing: run npm run solve:cannon first`);
      tables[x][y] = loadTable(file, tableSize(x, y));
    }
  }
  return tables;
}
