// What the online room and the page say to each other (server/match-room.ts and
// src/online/). Plain JSON both ways; the room checks everything it receives.
import type { EndReason, Side, Winner } from '../engine/types';

export const ROOM_NAME = 'match';

/** How an online round ended: the engine's reasons, or a player resigned or left. */
export type OnlineReason = EndReason | 'resigned' | 'abandoned';
export interface OnlineOutcome {
  winner: Winner;
  reason: OnlineReason;
}

/** The room's state as one player sees it, sent after every change. */
export interface OnlineSnapshot {
  code: string;
  game: string;
  /** Round number (a rematch starts the next one with sides swapped). */
  round: number;
  /** This player's seat (0: who made the room) and side this round. */
  seat: 0 | 1;
  side: Side;
  /** The players' nicknames by seat. */
  names: string[];
  status: 'waiting' | 'playing' | 'ended';
  /** The moves of this round in notation. */
  moves: string[];
  result: OnlineOutcome | null;
  /** Milliseconds left in the turn (null: no clock runs). */
  turnMsLeft: number | null;
  /** A player who dropped and whose seat is held, with the time left to come back. */
  away: { side: Side; msLeft: number } | null;
  /** Who asked for a rematch: [me, the other]. */
  rematch: [boolean, boolean];
}

/** Messages the page sends. */
export type ClientMessage =
  | { type: 'move'; ply: number; move: string }
  | { type: 'resign' }
  | { type: 'rematch' }
  | { type: 'emote'; n: number }
  /** Asks for the snapshot (sent once the page listens: after joining, after reconnecting). */
  | { type: 'sync' };

export const EMOTES = 6;

/** A room code: six letters and digits, no look-alikes (0/O, 1/I/L). */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 6;
export function isRoomCode(value: unknown): value is string {
  if (typeof value !== 'string' || value.length !== CODE_LENGTH) return false;
  for (const c of value) if (!CODE_ALPHABET.includes(c)) return false;
  return true;
}

/** A nickname as shown: trimmed, no control characters, at most 16 characters. */
export function cleanName(value: unknown): string {
  if (typeof value !== 'string') return '';
  // eslint-disable-next-line no-control-regex
  return [...value.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e]/g, '').trim()].slice(0, 16).join('');
}
