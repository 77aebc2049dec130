// One authoritative Colyseus room per online match (docs/online.md). It seats two players,
// passes what they send to the table (table.ts), which checks it with the game's own rules,
// and sends each player the table's snapshot after every change. Anything malformed, out of
// turn, illegal or too frequent is refused to its sender alone; the room goes on.
import { randomInt } from 'node:crypto';
import { Room, type Client } from '@colyseus/core';
import { CODE_ALPHABET, CODE_LENGTH, EMOTES, cleanName } from '../src/online/protocol';
import { Table, type Seat } from './table';
import { RateLimit } from './rate-limit';
import { serverTimes } from './config';

export function newRoomCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

interface CreateOptions {
  game?: unknown;
  quick?: unknown;
}

/** How often the room looks at its clock (the turn's time, a held seat's). */
const TICK_MS = 250;

export class MatchRoom extends Room {
  maxClients = 2;
  private table!: Table;
  private readonly seats = new Map<string, Seat>();
  private readonly limits = new Map<string, RateLimit>();
  private readonly emoteAt = new Map<string, number>();

  onCreate(options: CreateOptions): void {
    if (!Table.isGame(options?.game)) throw new Error('unknown game');
    this.roomId = newRoomCode();
    this.table = new Table(options.game, serverTimes(), () => Date.now());
    // a quick room is found by its creation options (game, quick: the listing's metadata, which
    // setMetadata would replace); a private room only by its code
    if (options.quick !== true) void this.setPrivate(true);
    this.autoDispose = true;
    this.onMessage('move', (client, msg: unknown) =>
      this.guard(client, (seat) => {
        const m = (msg ?? {}) as { ply?: unknown; move?: unknown };
        const refused = this.table.play(seat, m.ply, m.move);
        if (refused) client.send('refused', { reason: refused });
        else this.tell();
      }),
    );
    this.onMessage('resign', (client) => this.guard(client, (seat) => this.table.resign(seat) && this.tell()));
    this.onMessage('rematch', (client) => this.guard(client, (seat) => this.table.askRematch(seat) && this.tell()));
    this.onMessage('emote', (client, msg: unknown) => this.guard(client, (seat) => this.emote(client, seat, msg)));
    this.onMessage('sync', (client) => this.guard(client, (seat) => client.send('state', this.table.snapshot(this.roomId, seat))));
    this.onMessage('*', (client) => this.guard(client, () => client.send('refused', { reason: 'malformed' })));
    // The room keeps no synchronised state (snapshots go as messages), so Colyseus's patch
    // timer, 20 a second by default, only ticks the room's clock: at 1000 rooms that was
    // 20,000 timer callbacks a second for nothing. Four a second serve the turn clock and the
    // held seat (docs/online.md "Load benchmark").
    this.setPatchRate(TICK_MS);
    this.clock.setInterval(() => {
      if (this.table.tick()) this.tell();
    }, TICK_MS);
  }

  onJoin(client: Client, options: { name?: unknown }): void {
    const seat = this.table.sit(cleanName(options?.name) || '?');
    if (seat === null) throw new Error('the room is full');
    this.seats.set(client.sessionId, seat);
    this.limits.set(client.sessionId, new RateLimit(40, 20));
    // two players: nobody else may take a seat, even one left by a player who went away
    if (this.table.full) void this.lock();
    // the newcomer asks for its snapshot ('sync') once it listens
    this.tell(client);
  }

  onDrop(client: Client): void {
    const seat = this.seats.get(client.sessionId);
    if (seat === undefined) return;
    this.table.leaveFor(seat);
    this.tell();
    // (refused at once while the server shuts down: nothing is held then, and nothing to report)
    this.allowReconnection(client, this.table.times.holdSec).catch(() => undefined);
  }

  onReconnect(client: Client): void {
    const seat = this.seats.get(client.sessionId);
    if (seat === undefined) return;
    this.table.back(seat);
    this.tell();
  }

  onLeave(client: Client): void {
    const seat = this.seats.get(client.sessionId);
    if (seat === undefined) return;
    this.seats.delete(client.sessionId);
    this.limits.delete(client.sessionId);
    this.table.gone(seat);
    this.tell();
  }

  /** Runs a player's message unless it comes too fast (then it is dropped, told once a second). */
  private guard(client: Client, fn: (seat: Seat) => unknown): void {
    const seat = this.seats.get(client.sessionId);
    const limit = this.limits.get(client.sessionId);
    if (seat === undefined || !limit) return;
    if (!limit.take(Date.now())) {
      if (limit.shouldWarn(Date.now())) client.send('refused', { reason: 'too-fast' });
      return;
    }
    try {
      fn(seat);
    } catch {
      client.send('refused', { reason: 'malformed' });
    }
  }

  private emote(client: Client, seat: Seat, msg: unknown): void {
    const n = (msg as { n?: unknown } | null)?.n;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n >= EMOTES) {
      client.send('refused', { reason: 'malformed' });
      return;
    }
    const now = Date.now();
    if (now - (this.emoteAt.get(client.sessionId) ?? 0) < 2000) {
      client.send('refused', { reason: 'too-fast' });
      return;
    }
    this.emoteAt.set(client.sessionId, now);
    for (const c of this.clients) if (c !== client) c.send('emote', { n, side: this.table.sideOf(seat) });
  }

  /** Each player gets the table as they see it. */
  private tell(except?: Client): void {
    for (const c of this.clients) {
      if (c === except) continue;
      const seat = this.seats.get(c.sessionId);
      if (seat !== undefined) c.send('state', this.table.snapshot(this.roomId, seat));
    }
  }
}
