// `cli match` with the sparring engine, the statistics lines and bad player names.
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/run';
import { requestStop } from '../../src/cli/stop-request';
import { decodeReplay } from '../../src/engine/replay-code';
import { replayGame, rulesFor } from '../../src/games/registry';
import { everyOpening } from '../../src/cli/match-game';

async function cli(...argv: string[]): Promise<{ code: number; lines: string[]; errors: string[] }> {
  return cliWatching(() => undefined, ...argv);
}

/** Runs the command line, showing each printed line to `watch` as it comes. */
async function cliWatching(watch: (line: string) => void, ...argv: string[]): Promise<{ code: number; lines: string[]; errors: string[] }> {
  const lines: string[] = [];
  const errors: string[] = [];
  const code = await run(
    argv,
    (l) => {
      lines.push(l);
      watch(l);
    },
    (l) => errors.push(l),
  );
  return { code, lines, errors };
}

describe('cli match players', () => {
  it('plays the sparring engine; openings come in pairs, one from each side', async () => {
    const r = await cli('match', 'pairing', '--a', 'sparring', '--b', 'baby', '--games', '2', '--time-ms', '20');
    expect(r.code).toBe(0);
    expect(r.lines).toHaveLength(3);
    expect(r.lines[0]).toMatch(/^game 1: sparring X vs baby O: /);
    expect(r.lines[1]).toMatch(/^game 2: sparring O vs baby X: /);
    expect(r.lines[2]).toMatch(/^sparring vs baby: \d+-\d+-\d+ score [\d.]+%$/);
  });

  it('--a-side fixes the side of A for every game; a letter of another game is refused', async () => {
    const r = await cli('match', 'pairing', '--a', 'baby', '--b', 'baby', '--games', '2', '--a-side', 'O');
    expect(r.code).toBe(0);
    expect(r.lines[0]).toMatch(/^game 1: baby O vs baby X: /);
    expect(r.lines[1]).toMatch(/^game 2: baby O vs baby X: /);
    expect((await cli('match', 'pairing', '--a', 'baby', '--b', 'baby', '--games', '2', '--a-side', 'D')).code).toBe(2);
  });

  it('from 10 games on, the record by side and the interval line come before the summary; --sprt adds its line', async () => {
    const r = await cli('match', 'pairing', '--a', 'mama', '--b', 'baby', '--games', '10', '--sprt', '0,200');
    expect(r.code).toBe(0);
    // the SPRT may decide before 10 games; then the line by opening is left out
    const played = r.lines.filter((l) => l.startsWith('game ')).length;
    const byOpening = played >= 10 ? 1 : 0;
    const last = r.lines.slice(-3 - byOpening);
    // A's record from each side, as many games each (whole pairs), before the interval
    const [x, o] = /^by side: mama as X (\d+-\d+-\d+), as O (\d+-\d+-\d+)$/.exec(r.lines.at(-4 - byOpening) ?? '')!.slice(1);
    const games = (wdl: string) =>
      wdl
        .split('-')
        .map(Number)
        .reduce((a, b) => a + b);
    expect(games(x)).toBe(games(o));
    expect(games(x) + games(o)).toBe(played);
    expect(last[0]).toMatch(/^interval 95%: [\d.]+%\.\.[\d.]+% \(±[\d.]+\), elo [+-]\d+ \([+-]\d+\.\.[+-]\d+\)$/);
    expect(last[1 + byOpening]).toMatch(
      /^sprt elo0=0 elo1=200: llr -?[\d.]+ \(bounds -2\.94 2\.94\) (continue|H1 accepted \(pass\)|H0 accepted \(fail\))$/,
    );
    expect(last[2 + byOpening]).toMatch(/^mama vs baby: \d+-\d+-\d+ score [\d.]+%$/);
  });

  it('each opening from both sides: an interval with the opening as the unit; one side only: none', async () => {
    const r = await cli('match', 'pairing', '--a', 'baby', '--b', 'mama', '--games', '10');
    const [low, high] = /^interval by opening 95%: ([\d.]+)%\.\.([\d.]+)% \(±[\d.]+\) over 5 openings$/
      .exec(r.lines.at(-2)!)!
      .slice(1)
      .map(Number);
    const [w, d] = /^baby vs mama: (\d+)-(\d+)-\d+ score [\d.]+%$/.exec(r.lines.at(-1)!)!.slice(1).map(Number);
    const score = (100 * (w + d / 2)) / 10;
    expect(low).toBeLessThanOrEqual(score);
    expect(high).toBeGreaterThanOrEqual(score);
    const oneSide = await cli('match', 'pairing', '--a', 'baby', '--b', 'mama', '--games', '10', '--a-side', 'X');
    expect(oneSide.lines.at(-2)).toMatch(/^interval 95%: /);
  });

  it('stopped early (Ctrl-C, SIGTERM), it reports the games it finished and no more', async () => {
    const r = await cliWatching(
      (line) => line.startsWith('game 2:') && requestStop(),
      'match',
      'pairing',
      '--a',
      'mama',
      '--b',
      'baby',
      '--games',
      '8',
      '--sprt',
      '0,40',
    );
    expect(r.code).toBe(0);
    expect(r.lines.filter((l) => l.startsWith('game '))).toHaveLength(2);
    // the stop line right after the last game, then the lines of a whole match
    expect(r.lines[2]).toBe('stopped after 2 of 8 games');
    expect(r.lines[3]).toMatch(/^by side: mama as X (1-0-0|0-1-0|0-0-1), as O (1-0-0|0-1-0|0-0-1)$/);
    expect(r.lines.at(-3)).toMatch(/^interval 95%: /);
    expect(r.lines.at(-2)).toMatch(/^sprt elo0=0 elo1=40: llr .* continue$/);
    const [w, d, l] = /^mama vs baby: (\d+)-(\d+)-(\d+) score [\d.]+%$/
      .exec(r.lines.at(-1) ?? '')!
      .slice(1)
      .map(Number);
    expect(w + d + l).toBe(2);
    // the next match listens afresh: an earlier request does not stop it
    expect((await cli('match', 'pairing', '--a', 'baby', '--b', 'baby', '--games', '2')).lines).toHaveLength(3);
  });

  it('--a-time-ms gives A a clock of its own (time odds)', async () => {
    const r = await cli('match', 'othello', '--a', 'papa', '--a-time-ms', '150', '--b', 'papa', '--time-ms', '5', '--games', '1');
    expect(r.code).toBe(0);
    const [a, b] = /max think (\d+)\/(\d+) ms/.exec(r.lines[0])!.slice(1).map(Number);
    expect(a).toBeGreaterThanOrEqual(120);
    expect(b).toBeLessThan(a / 2);
    expect((await cli('match', 'othello', '--a', 'papa', '--a-time-ms', '0', '--b', 'papa', '--games', '1')).code).toBe(2);
  });

  it('--nodes holds the sparring engine to a node budget too, and --b-nodes gives B its own: the match repeats exactly', async () => {
    const play = (bNodes: string) =>
      cli(
        'match',
        'cannon',
        '--a',
        'papa',
        '--b',
        'sparring',
        '--games',
        '2',
        '--nodes',
        '4000',
        '--b-nodes',
        bNodes,
        '--seed',
        '3',
        '--replays',
      );
    const [first, second] = [await play('3000'), await play('3000')];
    expect(first.code).toBe(0);
    const games = (r: { lines: string[] }) =>
      r.lines.filter((l) => l.startsWith('game ')).map((l) => l.replace(/max think \d+\/\d+ ms, /, ''));
    expect(games(first)).toHaveLength(2);
    expect(games(second)).toEqual(games(first));
    // a smaller budget for B alone plays other games
    const smaller = await play('300');
    expect(games(smaller)).not.toEqual(games(first));
  });

  it('--replays ends each game line with the link that opens that very game in the review', async () => {
    const r = await cli('match', 'cannon', '--a', 'mama', '--b', 'baby', '--games', '2', '--replays');
    expect(r.code).toBe(0);
    const games = r.lines.filter((l) => l.startsWith('game '));
    expect(games).toHaveLength(2);
    for (const line of games) {
      const [plies, final, code] = /, (\d+) plies, .*final (.+)\) replay \?game=cannon&replay=([A-Za-z0-9_-]+)$/.exec(line)!.slice(1);
      const decoded = decodeReplay(code, replayGame('cannon'));
      if (!decoded.ok) throw new Error(decoded.detail);
      expect(decoded.record.history).toHaveLength(Number(plies));
      expect(decoded.record.rules.format(decoded.record.position)).toBe(final);
      // the same game ends the same way when replayed
      expect(decoded.record.isOver).toBe(true);
    }
    // without the flag the lines stay as they were
    expect((await cli('match', 'cannon', '--a', 'mama', '--b', 'baby', '--games', '2')).lines[0]).not.toMatch(/replay/);
  });

  it("--baseline plays each game again with the baseline in A's place and ends with the paired difference", async () => {
    const r = await cli(
      'match',
      'alquerque',
      '--a',
      'mama',
      '--b',
      'baby',
      '--baseline',
      'baby',
      '--games',
      '4',
      '--time-ms',
      '20',
      '--replays',
    );
    expect(r.code).toBe(0);
    const ours = r.lines.filter((l) => l.startsWith('game '));
    const base = r.lines.filter((l) => l.startsWith('baseline game '));
    expect(ours).toHaveLength(4);
    expect(base).toHaveLength(4);
    const rules = rulesFor('alquerque', {});
    const opening = (line: string): string[] => {
      const decoded = decodeReplay(/replay=([A-Za-z0-9_-]+)$/.exec(line)![1], replayGame('alquerque'));
      if (!decoded.ok) throw new Error(decoded.detail);
      return decoded.record.moveTexts.slice(0, 2);
    };
    for (let i = 0; i < 4; i++) {
      // the same side and the same random opening as A's game
      expect(base[i]).toMatch(new RegExp(`^baseline game ${i + 1}: baby ${rules.sides[i % 2]} vs baby `));
      expect(opening(base[i])).toEqual(opening(ours[i]));
    }
    // the baseline's games are baby against baby: read its record from its summary line
    const [bw, bd, bl] = /^baseline baby vs baby: (\d+)-(\d+)-(\d+) score /.exec(r.lines.at(-3)!)!.slice(1).map(Number);
    expect(bw + bd + bl).toBe(4);
    const [w, d] = /^mama vs baby: (\d+)-(\d+)-(\d+) /.exec(r.lines.at(-1)!)!.slice(1).map(Number);
    // two openings, each from both sides: the mean difference per game is A's score minus the baseline's
    const expected = (w + d / 2 - (bw + bd / 2)) / 4;
    const [points] = /^paired: mama - baby against baby: ([+-][\d.]+) points \(95%: [+-][\d.]+\.\.[+-][\d.]+\) over 2 openings$/
      .exec(r.lines.at(-2)!)!
      .slice(1)
      .map(Number);
    expect(points).toBeCloseTo(100 * expected, 1);
    expect(
      (await cli('match', 'alquerque', '--a', 'mama', '--b', 'baby', '--baseline', 'baby', '--games', '2', '--sprt', '0,40')).code,
    ).toBe(2);
  });

  it('refuses unknown players and bad --sprt bounds with one line', async () => {
    const bad = await cli('match', 'pairing', '--a', 'papa', '--b', 'grandpa', '--games', '2');
    expect(bad.code).toBe(2);
    expect(bad.errors).toEqual([expect.stringMatching(/^error: unknown player 'grandpa'/)]);
    expect((await cli('match', 'pairing', '--a', 'papa', '--b', 'mama', '--games', '2', '--sprt', '30,0')).code).toBe(2);
    expect((await cli('match', 'pairing', '--a', 'papa', '--b', 'papa@no such rev!', '--games', '2')).code).toBe(2);
  });

  it("--openings all plays every opening in turn, each from both sides, or from A's side alone", async () => {
    // the two-ply openings that do not end the game: Cannon's 34 (docs/ai.md, "How strength is measured")
    const cannon = everyOpening('cannon', {});
    expect(cannon).toHaveLength(34);
    expect(new Set(cannon.map((o) => o.join(' '))).size).toBe(34);
    expect(everyOpening('tiger', {})).toHaveLength(216);
    const openingOf = (line: string): string[] => {
      const decoded = decodeReplay(/replay=([A-Za-z0-9_-]+)$/.exec(line)![1], replayGame('cannon'));
      if (!decoded.ok) throw new Error(decoded.detail);
      return decoded.record.moveTexts.slice(0, 2);
    };
    const both = await cli('match', 'cannon', '--a', 'mama', '--b', 'baby', '--openings', 'all', '--games', '4', '--replays');
    expect(both.code).toBe(0);
    const games = both.lines.filter((l) => l.startsWith('game '));
    expect(games.map(openingOf)).toEqual([cannon[0], cannon[0], cannon[1], cannon[1]]);
    expect(games[0]).toMatch(/^game 1: mama X vs baby O: /);
    expect(games[1]).toMatch(/^game 2: mama O vs baby X: /);
    const oneSide = await cli(
      'match',
      'cannon',
      '--a',
      'mama',
      '--b',
      'baby',
      '--openings',
      'all',
      '--a-side',
      'O',
      '--games',
      '3',
      '--replays',
    );
    expect(oneSide.lines.filter((l) => l.startsWith('game ')).map(openingOf)).toEqual(cannon.slice(0, 3));
    expect((await cli('match', 'cannon', '--a', 'mama', '--b', 'baby', '--openings', 'some')).code).toBe(2);
  });
});
