// The connection to one online room (Colyseus SDK, loaded only when online play is chosen).
// It creates, joins or quick-matches, keeps the reconnection token for this tab (a reload
// takes the same seat back), and reports snapshots, emotes, refusals and the link's health.
import type { ClientMessage, OnlineSnapshot } from './protocol';
import { ROOM_NAME } from './protocol';

export type Link = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface ClientEvents {
  snapshot(s: OnlineSnapshot): void;
  emote(n: number): void;
  refused(reason: string): void;
  link(state: Link, why?: string): void;
}

type SdkRoom = import('@colyseus/sdk').Room;
const TOKEN_KEY = 'panda-online-token';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function savedToken(): string | null {
  try {
    return session()?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

function keepToken(token: string | null): void {
  try {
    if (token) session()?.setItem(TOKEN_KEY, token);
    else session()?.removeItem(TOKEN_KEY);
  } catch {
    // storage blocked: a reload starts afresh
  }
}

export class OnlineClient {
  private room: SdkRoom | null = null;

  constructor(
    private readonly origin: string,
    private readonly on: ClientEvents,
  ) {}

  private async sdk(): Promise<import('@colyseus/sdk').Client> {
    const { Client } = await import('@colyseus/sdk');
    return new Client(this.origin);
  }

  async create(game: string, name: string): Promise<void> {
    this.attach(await (await this.sdk()).create(ROOM_NAME, { game, name }));
  }

  async quick(game: string, name: string): Promise<void> {
    this.attach(await (await this.sdk()).joinOrCreate(ROOM_NAME, { game, quick: true, name }));
  }

  async join(code: string, name: string): Promise<void> {
    this.attach(await (await this.sdk()).joinById(code, { name }));
  }

  /** Takes this tab's seat back after a reload; false when there is none to take. */
  async rejoin(code: string): Promise<boolean> {
    const token = savedToken();
    if (!token || !token.startsWith(`${code}:`)) return false;
    // the room may not have seen the old page go yet (it notices within a few seconds): tries a moment apart
    for (let i = 0; i < 12; i++) {
      try {
        this.attach(await (await this.sdk()).reconnect(token));
        return true;
      } catch (e) {
        console.info(`[online] rejoin: ${(e as Error)?.message ?? e}`);
        await new Promise((r) => setTimeout(r, 800));
      }
    }
    keepToken(null);
    return false;
  }

  private attach(room: SdkRoom): void {
    this.room = room;
    keepToken(room.reconnectionToken);
    room.onMessage('state', (s: OnlineSnapshot) => this.on.snapshot(s));
    room.onMessage('emote', (m: { n?: unknown }) => typeof m?.n === 'number' && this.on.emote(m.n));
    room.onMessage('refused', (m: { reason?: unknown }) => this.on.refused(String(m?.reason ?? '')));
    room.onDrop(() => this.on.link('reconnecting'));
    room.onReconnect(() => {
      keepToken(room.reconnectionToken);
      this.on.link('open');
      this.send({ type: 'sync' });
    });
    room.onLeave((code: number) => {
      if (this.room !== room) return;
      this.room = null;
      // (the token stays: a reload may still take the held seat back)
      this.on.link('closed', String(code));
    });
    room.onError((_code: number, message?: string) => this.on.link('closed', message));
    this.on.link('open');
    this.send({ type: 'sync' });
  }

  send(m: ClientMessage): void {
    const { type, ...body } = m;
    try {
      this.room?.send(type, body);
    } catch {
      // the link is down: the SDK tries again by itself, and the next snapshot tells the truth
    }
  }

  /** Leaves for good (the seat is given up). */
  leave(): void {
    const room = this.room;
    this.room = null;
    keepToken(null);
    void room?.leave(true).catch(() => undefined);
  }
}
