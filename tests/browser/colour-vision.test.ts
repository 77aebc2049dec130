// Colour is never the only signal (docs/colour.md). For every game a friends' game is played
// with real clicks to a position with each marker on the board: a selected piece with its
// destinations (a capture among them where the game has captures), the last move, then the
// hint. Each screenshot is seen through simulated deuteranopia, protanopia and tritanopia
// (colour-vision-support.ts) and every marker must keep a WCAG contrast of 3:1 against the
// board around it, as normally. The simulated screenshots go to test-output/colour-vision/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { GAME_IDS, rulesFor, type GameId } from '../../src/games/registry';
import { SHAPE } from '../../src/views/marker-art';
import {
  annulus,
  contrast,
  diagonalRing,
  disc,
  medianLuminance,
  ringBand,
  simulate,
  squareBand,
  SCENES,
  VISIONS,
  type Region,
} from './colour-vision-support';
import {
  boardState,
  clickControl,
  clickMove,
  hasBrowser,
  launch,
  leaveBoard,
  openGame,
  pointAt,
  pressStart,
  sceneKey,
  waitForScene,
  waitForTurn,
  type Session,
} from './harness';

type Kind = 'legal' | 'capture' | 'selected' | 'last-move' | 'last-from' | 'hint';
interface Sample {
  kind: Kind;
  point: string;
  marker: Region;
  board: Region;
}

const OUT = 'test-output/colour-vision';

/** Where each marker's ink is, and the board round it, in grid units (the shapes of src/views/marker-art.ts). */
function regions(kind: Kind, cells: boolean): { marker: Region; board: Region } {
  const b = cells ? 'cells' : 'points';
  switch (kind) {
    case 'legal': {
      const r = SHAPE.legal.r[b];
      return { marker: disc(r * 0.6), board: annulus(r + 0.08, r + 0.14) };
    }
    case 'capture': {
      const { w } = SHAPE.capture;
      const r = SHAPE.capture.r[b];
      return { marker: ringBand(r, w * 0.3), board: diagonalRing(r + w / 2 + 0.06, r + w / 2 + 0.12) };
    }
    case 'selected': {
      const { w, gap, outerW } = SHAPE.selected;
      const r = SHAPE.selected.r[b];
      return { marker: ringBand(r, w * 0.3), board: diagonalRing(r + gap + outerW / 2 + 0.06, r + gap + outerW / 2 + 0.12) };
    }
    case 'hint': {
      const { w } = SHAPE.hint;
      const r = SHAPE.hint.r[b];
      return { marker: ringBand(r, w * 0.3), board: diagonalRing(r + w / 2 + 0.06, r + w / 2 + 0.12, true) };
    }
    case 'last-move':
    case 'last-from': {
      const half = SHAPE.last.half[b];
      const w = kind === 'last-move' ? SHAPE.last.w : SHAPE.last.fromW;
      return { marker: squareBand(half, w * 0.3), board: diagonalRing(half * Math.SQRT2 + 0.08, half * Math.SQRT2 + 0.14) };
    }
  }
}

/** The board's grid unit in CSS pixels: the distance between two neighbours on a rank. */
async function unitOf(page: Page, game: GameId): Promise<number> {
  const pts = rulesFor(game).geometry.points;
  const a = pts.find((p) => pts.some((q) => q.rank === p.rank && q.file === p.file + 1))!;
  const b = pts.find((q) => q.rank === a.rank && q.file === a.file + 1)!;
  const [pa, pb] = [await pointAt(page, a.name), await pointAt(page, b.name)];
  return Math.hypot(pb.x - pa.x, pb.y - pa.y);
}

const drawn = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __panda: { drawn(): boolean } }).__panda.drawn(), null, { polling: 20 });

interface Clip {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The board's part of the page (every point's centre, a unit around), in CSS pixels. */
async function boardClip(page: Page, game: GameId, unit: number): Promise<Clip> {
  const centres = await Promise.all(rulesFor(game).geometry.points.map((p) => pointAt(page, p.name)));
  const xs = centres.map((c) => c.x);
  const ys = centres.map((c) => c.y);
  const x = Math.max(0, Math.floor(Math.min(...xs) - unit));
  const y = Math.max(0, Math.floor(Math.min(...ys) - unit));
  return { x, y, width: Math.ceil(Math.max(...xs) + unit) - x, height: Math.ceil(Math.max(...ys) + unit) - y };
}

async function shot(page: Page, clip: Clip): Promise<PNG> {
  await drawn(page);
  return PNG.sync.read(await page.screenshot({ clip }));
}

/** Every marker sample's least contrast under each vision, by game, marker and vision. */
async function measure(
  page: Page,
  shotOf: { png: PNG; clip: Clip },
  game: GameId,
  samples: Sample[],
  unit: number,
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const centres = await Promise.all(samples.map((x) => pointAt(page, x.point)));
  for (const vision of VISIONS) {
    samples.forEach((s, i) => {
      const cx = centres[i].x - shotOf.clip.x;
      const cy = centres[i].y - shotOf.clip.y;
      const m = medianLuminance(shotOf.png, vision, cx, cy, unit, s.marker);
      const b = medianLuminance(shotOf.png, vision, cx, cy, unit, s.board);
      // enough pixels read for a median to mean something
      expect(m.n, `${game} ${s.kind} ${s.point} marker pixels`).toBeGreaterThanOrEqual(12);
      expect(b.n, `${game} ${s.kind} ${s.point} board pixels`).toBeGreaterThanOrEqual(12);
      const ratio = contrast(m.lum, b.lum);
      const key = `${game}|${s.kind}|${vision}`;
      out.set(key, Math.min(out.get(key) ?? Infinity, ratio));
    });
  }
  return out;
}

describe.skipIf(!hasBrowser)('colour vision: every marker at 3:1 against the board, under simulated colour blindness', () => {
  let s: Session;
  const table = new Map<string, number>();
  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    s = await launch({ width: 1280, height: 720 });
    await openGame(s, { lang: 'en', fast: '1', still: '1', mute: '1' });
  });
  afterAll(async () => {
    const rows = [...table].map(([k, v]) => `| ${k.split('|').join(' | ')} | ${v.toFixed(2)} |`);
    writeFileSync(`${OUT}/contrast.md`, ['| game | marker | vision | least contrast |', '|---|---|---|---|', ...rows, ''].join('\n'));
    expect(s?.errors ?? []).toEqual([]);
    await s?.close();
  });

  for (const game of GAME_IDS) {
    it(`${game}: selection, capture, last move and hint`, async () => {
      const page = s.page;
      const scene = SCENES[game];
      const rules = rulesFor(game);
      const cells = rules.geometry.style === 'cells';
      // (from the menu: a game that failed before may have left its board up)
      if ((await sceneKey(page)) !== 'menu') {
        await leaveBoard(page);
        await waitForScene(page, 'menu');
      }
      await clickControl(page, `menu.game.${game}`);
      await waitForScene(page, 'select');
      await clickControl(page, 'select.opponent.human');
      await pressStart(page);
      await waitForScene(page, 'board');
      for (const [i, move] of scene.moves.entries()) {
        await waitForTurn(page, [...rules.sides]);
        await clickMove(page, move);
        await page.waitForFunction(
          (n) => (window as unknown as { __panda: { board(): { history: string[] } } }).__panda.board().history.length > n,
          i,
          {
            polling: 20,
          },
        );
      }
      const board = await waitForTurn(page, [...rules.sides]);
      const unit = await unitOf(page, game);
      const last = board.lastMove ?? [];
      expect(last.length, 'the last move is marked').toBeGreaterThan(0);
      const samples: Sample[] = [];
      const add = (kind: Kind, point: string) => samples.push({ kind, point, ...regions(kind, cells) });
      // the last move: where it went, and where it came from
      const lastFrom = last.length === 2 ? last[0] : null;
      const lastTo = last[last.length - 1];
      add('last-move', lastTo);
      if (lastFrom) add('last-from', lastFrom);
      if (scene.select) {
        const pos = rules.parse(board.position);
        const from = rules.geometry.indexOf(scene.select);
        const moves = rules
          .moves(pos)
          .map((m) => rules.effect(pos, m))
          .filter((e) => e.from === from);
        const takes = moves.filter((e) => e.captured.length > 0 || e.converted.length > 0).map((e) => rules.geometry.points[e.to].name);
        const quiet = moves.filter((e) => e.captured.length === 0 && e.converted.length === 0).map((e) => rules.geometry.points[e.to].name);
        expect(takes.length, 'a capture to show').toBeGreaterThan(0);
        await clickMove(page, scene.select);
        await page.waitForFunction(
          () => ((window as unknown as { __panda: { board(): { lit: string[] } } }).__panda.board().lit.length ?? 0) > 0,
        );
        add('selected', scene.select);
        for (const p of takes.filter((p) => !last.includes(p))) add('capture', p);
        for (const p of quiet.filter((p) => !last.includes(p))) add('legal', p);
      } else {
        for (const p of (await boardState(page))!.lit!.filter((p) => !last.includes(p))) add('legal', p);
      }
      const kinds = new Set(samples.map((x) => x.kind));
      expect([...kinds].sort()).toEqual(
        [...(scene.select ? ['capture', 'legal', 'selected'] : ['legal']), 'last-move', ...(lastFrom ? ['last-from'] : [])].sort(),
      );
      const clip = await boardClip(page, game, unit);
      const first = await measure(page, { png: await shot(page, clip), clip }, game, samples, unit);
      // now the hint (the selection dropped first, so its rings stand alone)
      if (scene.select) await clickMove(page, scene.select);
      await clickControl(page, 'board.hint');
      const hint = await page.waitForFunction(
        () => (window as unknown as { __panda: { board(): { hint: { points: string[] } | null } } }).__panda.board().hint?.points ?? null,
        null,
        { polling: 50, timeout: 20_000 },
      );
      const hinted = (await hint.jsonValue()) as string[];
      const hintSamples = hinted
        .filter((p) => !last.includes(p))
        .map((point) => ({ kind: 'hint' as const, point, ...regions('hint', cells) }));
      expect(hintSamples.length, 'a hint point away from the last move').toBeGreaterThan(0);
      const second = await measure(page, { png: await shot(page, clip), clip }, game, hintSamples, unit);
      // every marker together, as each vision sees it (test-output/colour-vision/<game>-<vision>.png)
      if (scene.select) await clickMove(page, scene.select);
      const all = await shot(page, clip);
      for (const vision of VISIONS)
        writeFileSync(`${OUT}/${game}-${vision}.png`, PNG.sync.write(simulate(all, vision), { deflateLevel: 1 }));
      for (const [k, v] of [...first, ...second]) table.set(k, v);
      const weak = [...first, ...second].filter(([, v]) => v < 3).map(([k, v]) => `${k} ${v.toFixed(2)}`);
      expect(weak, 'markers under 3:1').toEqual([]);
      await leaveBoard(page);
      await waitForScene(page, 'menu');
    });
  }
});
