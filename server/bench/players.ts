// One worker of `npm run bench:online`: opens its share of the rooms (two simulated players
// each, random legal moves about once a second per room, rematch at the end) and reports the
// round trips measured (move sent → both players' snapshots received). With several server
// addresses (comma-separated: the processes of one Redis), a room is made through the first
// and its second player joins through the next, as players reaching different processes do.
import { Client, type Room } from '@colyseus/sdk';
import { GameRecord } from '../../src/engine/record';
import { GAME_IDS, rulesFor } from '../../src/games/registry';
import type { OnlineSnapshot } from '../../src/online/protocol';

const PACE_MS = 1000;
const [urlsArg, roomsArg, offsetArg] = process.argv.slice(2);
const urls = urlsArg.split(',');
const rooms = Number(roomsArg);
const offset = Number(offsetArg);

export class Table {
  rooms: Room[] = [];
  sides: string[] = [];
  /** ply → [time sent, how many boards have it]. */
  pending = new Map<number, { at: number; seen: number }>();
  last: OnlineSnapshot | null = null;
  /** The round's record, kept in step move by move (a replay of the whole game at every move made the players, not the server, the bottleneck). */
  private record: GameRecord<unknown> | null = null;
  private round = -1;
  timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly game: string,
    private readonly rtts: number[],
    private readonly measuring: () => boolean,
  ) {}

  async open(makeAt: string, joinAt: string): Promise<void> {
    // each player listens as soon as it sits (the room sends its snapshot when the second one comes)
    const a = await new Client(makeAt).create('match', { game: this.game, name: 'A' });
    this.listen(a, 0);
    const b = await new Client(joinAt).joinById(a.roomId, { name: 'B' });
    this.listen(b, 1);
    for (const r of this.rooms) r.send('sync', {});
  }

  private listen(r: Room, seat: number): void {
    this.rooms[seat] = r;
    r.onMessage('state', (s: OnlineSnapshot) => this.seen(r, s));
    r.onMessage('refused', () => undefined);
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
    const rec = this.recordOf(s);
    const legal = rec.legalMoves();
    if (!legal.length) return;
    const move = rules.moveToText(rec.position, legal[Math.floor(Math.random() * legal.length)]);
    const mover = this.rooms[this.sides.indexOf(rules.sides[rules.toMove(rec.position)])];
    if (!mover) return;
    this.pending.set(s.moves.length + 1, { at: performance.now(), seen: 0 });
    mover.send('move', { ply: s.moves.length, move });
  }

  private recordOf(s: OnlineSnapshot): GameRecord<unknown> {
    const rules = rulesFor(this.game as (typeof GAME_IDS)[number]);
    let rec = this.record;
    const known = rec?.moveTexts ?? [];
    const continues = rec && s.round === this.round && known.length <= s.moves.length && known.every((m, i) => m === s.moves[i]);
    if (!rec || !continues) {
      rec = GameRecord.replay(rules, rules.startText, s.moves);
    } else {
      for (const text of s.moves.slice(known.length)) {
        if (text === 'pass' && !rec.legalMoves().includes(rules.PASS)) rec.timerPass();
        else rec.play(text);
      }
    }
    this.record = rec;
    this.round = s.round;
    return rec;
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
    batch.map((t, k) =>
      Promise.race([
        t.open(urls[(offset + i + k) % urls.length], urls[(offset + i + k + 1) % urls.length]).then(
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
