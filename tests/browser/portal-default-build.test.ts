// The default build (dist/) stays free of the portals: no SDK code, no SDK address, no
// portal host anywhere in it. Only `npm run build:crazygames` and `npm run build:poki` carry
// an SDK (tests/browser/portal-crazygames.test.ts, portal-poki.test.ts). Nor does it carry
// research code from lab/ (docs/architecture.md, "Layers").
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CRAZYGAMES_SDK_URL } from '../../src/portal/adapters/crazygames';
import { POKI_SDK_URL } from '../../src/portal/adapters/poki';
import { hasBrowser } from './harness';

const DIST = join(process.cwd(), 'dist');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

// The global setup builds dist/ when a browser is there to test it.
describe.skipIf(!hasBrowser)('the default build', () => {
  it('names no portal host and carries no SDK', () => {
    const hosts = [new URL(CRAZYGAMES_SDK_URL).host, new URL(POKI_SDK_URL).host, 'crazygames.com', 'poki.com'];
    const found: string[] = [];
    for (const f of files(DIST)) {
      const text = readFileSync(f, 'latin1');
      for (const word of [...hosts, 'CrazyGames', 'PokiSDK', 'crazygames-sdk', 'poki-sdk']) {
        if (text.toLowerCase().includes(word.toLowerCase())) found.push(`${f.slice(DIST.length + 1)}: ${word}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('carries no lab code: no learned Othello weights, no sparring engine', () => {
    const found: string[] = [];
    for (const f of files(DIST)) {
      if (/othello-weights/.test(f)) found.push(f.slice(DIST.length + 1));
      const text = readFileSync(f, 'latin1');
      // messages of lab/othello-learned/weights.ts and lab/sparring/search.ts, which minifying keeps
      for (const word of ['Othello weights', 'sparring: out of time']) {
        if (text.includes(word)) found.push(`${f.slice(DIST.length + 1)}: ${word}`);
      }
    }
    expect(found).toEqual([]);
  });
});
