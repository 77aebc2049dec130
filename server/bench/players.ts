// One worker of `npm run bench:online`: opens its share of the rooms (two simulated players
// each, random legal moves about once a second per room, rematch at the end) and reports the
// round trips measured (move sent → both players' snapshots received).
import { Client, type Room } from '@colyseus/sdk';
import { GameRecord } from '../../src/engine/record';
import { GAME_IDS, rulesFor } from '../../src/games/registry';
import type { OnlineSnapshot } from '../../src/online/protocol';

const PACE_MS = 1000;
const [url, roomsArg, offsetArg] = process.argv.slice(2);
const rooms = Number(roomsArg);
const offset = Number(offsetArg);

export class Table {
  rooms: Room[] = [];
  sides: string[] = [];
  /** ply → [time sent, how many boards have it]. */
  pending = new Map<number, { at: number; seen: number }>();
  last: OnlineSnapshot | null = null;
  timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly game: string,
    private readonly rtts: number[],
    private readonly measuring: () => boolean,
  ) {}

  async open(url: string): Promise<void> {
    const a = await new Client(url).create('match', { game: this.game, name: 'A' });
    const b = await new Client(url).joinById(a.roomId, { name: 'B' });
    this.rooms = [a, b];
    for (const r of this.rooms) r.onMessage('state', (s: OnlineSnapshot) => this.seen(r, s));
    for (const r of this.rooms) r.onMessage('refused', () => undefined);
    for (const r of this.rooms) r.send('sync', {});
  }

  private seen(r: Room, s: OnlineSnapshot): void {
    this.sides[this.rooms.indexOf(r)] = s.side;
    const p = this.pending.get(s.moves.length);
    if (p) {
      p.seen++;
      if (p.seen === 2) {
        if (this.measuring()) this.rtts.push(performance.now() - p.at);
        this.pending.delete(s.moves.length);
      }
    }
    if (r !== this.rooms[0]) return;
    this.last = s;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.act(), PACE_MS * (0.5 + Math.random()));
  }

  private act(): void {
    const s = this.last;
    if (!s) return;
    if (s.status === 'ended') {
      for (const r of this.rooms) r.send('rematch', {});
      return;
    }
    if (s.status !== 'playing') return;
    const rules = rulesFor(this.game as (typeof GAME_IDS)[number]);
    const rec = GameRecord.replay(rules, rules.startText, s.moves);
    const legal = rec.legalMoves();
    if (!legal.length) return;
    const move = rules.moveToText(rec.position, legal[Math.floor(Math.random() * legal.length)]);
    const mover = this.rooms[this.sides.indexOf(rules.sides[rules.toMove(rec.position)])];
    if (!mover) return;
    this.pending.set(s.moves.length + 1, { at: performance.now(), seen: 0 });
    mover.send('move', { ply: s.moves.length, move });
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.last = null;
    for (const r of this.rooms) void r.leave(true).catch(() => undefined);
  }
}

let measuring = false;
let rtts: number[] = [];
const tables: Table[] = [];
for (let i = 0; i < rooms; i += 20) {
  const batch = Array.from(
    { length: Math.min(20, rooms - i) },
    (_, k) => new Table(GAME_IDS[(offset + i + k) % GAME_IDS.length], rtts, () => measuring),
  );
  // a room that cannot be opened in time is left out (the table counts the moves measured)
  const opened = await Promise.all(
    batch.map((t) =>
      Promise.race([
        t.open(url).then(
          () => true,
          () => false,
        ),
        new Promise<boolean>((r) => setTimeout(() => r(false), 20_000)),
      ]),
    ),
  );
  tables.push(...batch.filter((_, k) => opened[k]));
}
process.send?.({ type: 'ready' });
process.on('message', (m: { type: string }) => {
  if (m.type === 'measure') {
    rtts.length = 0;
    measuring = true;
  } else if (m.type === 'stop') {
    measuring = false;
    const out = [...rtts];
    rtts = [];
    for (const t of tables) t.close();
    process.send?.({ type: 'rtts', rtts: out });
    setTimeout(() => process.exit(0), 1500);
  }
});
