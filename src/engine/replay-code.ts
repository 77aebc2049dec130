// The replay code of a shareable link (docs/architecture.md, "Browser contract"): a whole
// game as a short URL-safe string. Each ply is stored as the index of its move among the
// position's legal moves (`GameRules.moves` has a fixed order), in the fewest bits that
// ply needs, so a 60-move Othello game takes about 45 characters.
//
// Layout, version 'A' (the first character, so that the format can change later):
//   'A' then base64url of a bit stream, most significant bit first:
//   flags    one bit per variant flag of the game (`GameRules.variantFlags`, in its kit's
//            order), a single 0 for a game without one; then the repetition rule, the
//            no-progress rule, own start position (codes made when Alquerque's free slide
//            was the one flag read the same: every game has at most one)
//   [start]  only with the flag: varint length, then 7 bits per character of the notation
//   varint   number of plies
//   per ply  ceil(log2(choices)) bits: the index among the legal moves, or, one past them,
//            the turn timer's pass (a ply where the side to move ran out of time)
//   padding  zero bits up to the last character, never a whole character more
// Version 'B' is 'A' with who played and when after the last ply (a link opens as a replay
// with a header): 3 bits per side (0 unknown, then REPLAY_PLAYERS in order), then a varint
// of the day (days since 2020-01-01, plus one; 0 unknown). Codes of version 'A' still open.
// A varint is groups of 5 bits, each with a leading "more follows" bit.
import { GameRecord, type DrawRules } from './record';
import type { AnyRules, RuleOptions } from './types';

export const REPLAY_VERSION = 'B';
/** Who sat at a side of a shared game. */
export const REPLAY_PLAYERS = ['player', 'baby', 'mama', 'papa'] as const;
export type ReplayPlayer = (typeof REPLAY_PLAYERS)[number];
/** Who played the shared game (per side, in the rules' side order) and on which day (YYYY-MM-DD). */
export interface ReplayMeta {
  players: (ReplayPlayer | null)[];
  date: string | null;
}
const EPOCH_MS = Date.UTC(2020, 0, 1);
const DAY_MS = 86_400_000;
/** Days after the epoch a code may name (a century: anything later is junk). */
const MAX_DAY = 36_600;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Longer codes are refused before any work (a hostile link costs nothing). */
export const MAX_REPLAY_CODE = 8000;
const MAX_PLIES = 5000;
const MAX_START = 400;

/** Why a code was refused; the link layer turns it into a sentence for the player. */
export type ReplayProblem = 'empty' | 'version' | 'chars' | 'too-long' | 'truncated' | 'start' | 'index' | 'after-end' | 'junk';

export class ReplayCodeError extends Error {
  constructor(
    readonly problem: ReplayProblem,
    message: string,
  ) {
    super(message);
    this.name = 'ReplayCodeError';
  }
}

export type ReplayDecode =
  { ok: true; record: GameRecord<unknown>; meta: ReplayMeta | null } | { ok: false; problem: ReplayProblem; detail: string };

class BitWriter {
  private bits: number[] = [];
  write(value: number, width: number): void {
    for (let i = width - 1; i >= 0; i--) this.bits.push((value >>> i) & 1);
  }
  varint(value: number): void {
    do {
      const chunk = value & 15;
      value = Math.floor(value / 16);
      this.write(value > 0 ? 16 | chunk : chunk, 5);
    } while (value > 0);
  }
  text(): string {
    let out = '';
    for (let i = 0; i < this.bits.length; i += 6) {
      let v = 0;
      for (let j = 0; j < 6; j++) v = v * 2 + (this.bits[i + j] ?? 0);
      out += ALPHABET[v];
    }
    return out;
  }
}

class BitReader {
  private pos = 0;
  constructor(private readonly bits: Uint8Array) {}
  read(width: number, what: string): number {
    if (this.pos + width > this.bits.length) throw new ReplayCodeError('truncated', `the code ends inside ${what}`);
    let v = 0;
    for (let i = 0; i < width; i++) v = v * 2 + this.bits[this.pos++];
    return v;
  }
  varint(what: string): number {
    let value = 0;
    let scale = 1;
    for (let group = 0; group < 6; group++) {
      const g = this.read(5, what);
      value += (g & 15) * scale;
      scale *= 16;
      if ((g & 16) === 0) return value;
    }
    throw new ReplayCodeError('junk', `${what} is too long`);
  }
  /** What is left must be the zero padding of the last character. */
  finish(): void {
    const left = this.bits.length - this.pos;
    if (left >= 6) throw new ReplayCodeError('junk', `${Math.floor(left / 6)} character(s) after the last move`);
    for (let i = this.pos; i < this.bits.length; i++) if (this.bits[i]) throw new ReplayCodeError('junk', 'stray bits after the last move');
  }
}

/** Bits to tell `n` choices apart (0 when there is only one). */
function widthFor(n: number): number {
  return n <= 1 ? 0 : Math.ceil(Math.log2(n));
}

/** The variant flags' bits: one per flag, or a single unused bit for a game without one. */
function variantBits(flags: readonly (keyof RuleOptions)[]): readonly (keyof RuleOptions | null)[] {
  return flags.length > 0 ? flags : [null];
}

/** The choices of a ply: the legal moves, then the timer's pass where a pass is not legal. */
function choicesOf(rules: AnyRules, legal: number[]): number {
  return legal.includes(rules.PASS) ? legal.length : legal.length + 1;
}

/** The game's replay code (its variant, draw rules, start when not the standard one, and moves; who and when with `meta`). */
export function encodeReplay(record: GameRecord<unknown>, meta?: ReplayMeta): string {
  const rules = record.rules;
  const w = new BitWriter();
  const ownStart = record.startText !== rules.format(rules.start());
  for (const flag of variantBits(rules.variantFlags)) w.write(flag && rules.options[flag] ? 1 : 0, 1);
  w.write(record.draws.repetition ? 1 : 0, 1);
  w.write(record.draws.noProgress ? 1 : 0, 1);
  w.write(ownStart ? 1 : 0, 1);
  if (ownStart) {
    // the notation reads the same without its '/' between ranks (docs/rules.md §0)
    const text = record.startText.replace(/\//g, '');
    w.varint(text.length);
    for (const ch of text) w.write(ch.charCodeAt(0) & 127, 7);
  }
  w.varint(record.history.length);
  for (const p of record.history) {
    const legal = rules.moves(p.before);
    const index = p.timerPass && !legal.includes(rules.PASS) ? legal.length : legal.indexOf(p.move);
    w.write(index, widthFor(choicesOf(rules, legal)));
  }
  if (!meta) return 'A' + w.text();
  for (let side = 0; side < 2; side++) {
    const who = meta.players[side];
    w.write(who ? REPLAY_PLAYERS.indexOf(who) + 1 : 0, 3);
  }
  const day = meta.date ? dayOf(meta.date) : null;
  w.varint(day === null ? 0 : day + 1);
  return REPLAY_VERSION + w.text();
}

/** Days from the epoch to a YYYY-MM-DD date, or null for anything else. */
function dayOf(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const day = Math.round((ms - EPOCH_MS) / DAY_MS);
  return day >= 0 && day <= MAX_DAY && dateOf(day) === date ? day : null;
}

function dateOf(day: number): string {
  return new Date(EPOCH_MS + day * DAY_MS).toISOString().slice(0, 10);
}

/** The game a code is read for: its variant flags in order, and its rules for given options. */
export interface ReplayGame {
  readonly variantFlags: readonly (keyof RuleOptions)[];
  rulesWith(options: RuleOptions): AnyRules;
}

/**
 * Reads a replay code back into a game record, for the game `game`. Never throws: a
 * malformed code comes back with its problem.
 */
export function decodeReplay(code: string, game: ReplayGame): ReplayDecode {
  try {
    return { ok: true, ...readReplay(code, game) };
  } catch (e) {
    if (e instanceof ReplayCodeError) return { ok: false, problem: e.problem, detail: e.message };
    return { ok: false, problem: 'start', detail: (e as Error)?.message ?? String(e) };
  }
}

function readReplay(code: string, game: ReplayGame): { record: GameRecord<unknown>; meta: ReplayMeta | null } {
  if (code.length === 0) throw new ReplayCodeError('empty', 'the code is empty');
  if (code.length > MAX_REPLAY_CODE) throw new ReplayCodeError('too-long', `the code has ${code.length} characters`);
  if (code[0] !== 'A' && code[0] !== 'B') throw new ReplayCodeError('version', `unknown format '${code[0]}'`);
  const bits = new Uint8Array((code.length - 1) * 6);
  for (let i = 1; i < code.length; i++) {
    const v = ALPHABET.indexOf(code[i]);
    if (v < 0) throw new ReplayCodeError('chars', `'${code[i]}' at ${i + 1} is not a code character`);
    for (let j = 0; j < 6; j++) bits[(i - 1) * 6 + j] = (v >> (5 - j)) & 1;
  }
  const r = new BitReader(bits);
  const options: RuleOptions = {};
  for (const flag of variantBits(game.variantFlags)) if (r.read(1, 'the flags') === 1 && flag) options[flag] = true;
  const drawRules: DrawRules = { repetition: r.read(1, 'the flags') === 1, noProgress: r.read(1, 'the flags') === 1 };
  const ownStart = r.read(1, 'the flags') === 1;
  const rules = game.rulesWith(options);
  let start = rules.startText;
  if (ownStart) {
    const n = r.varint('the start position');
    if (n === 0 || n > MAX_START) throw new ReplayCodeError('start', `a start position of ${n} characters`);
    start = '';
    for (let i = 0; i < n; i++) start += String.fromCharCode(r.read(7, 'the start position'));
  }
  let record: GameRecord<unknown>;
  try {
    record = new GameRecord(rules, start, drawRules);
  } catch (e) {
    throw new ReplayCodeError('start', `start position: ${(e as Error)?.message ?? String(e)}`);
  }
  const plies = r.varint('the number of moves');
  if (plies > MAX_PLIES) throw new ReplayCodeError('too-long', `${plies} moves`);
  for (let ply = 1; ply <= plies; ply++) {
    if (record.isOver) throw new ReplayCodeError('after-end', `move ${ply} comes after the end of the game`);
    const legal = record.legalMoves();
    const choices = choicesOf(rules, legal);
    const index = r.read(widthFor(choices), `move ${ply}`);
    if (index >= choices) throw new ReplayCodeError('index', `move ${ply} is number ${index + 1} of ${choices}`);
    if (index === legal.length) record.timerPass();
    else record.play(legal[index]);
  }
  const meta = code[0] === 'B' ? readMeta(r) : null;
  r.finish();
  return { record, meta };
}

function readMeta(r: BitReader): ReplayMeta {
  const players: (ReplayPlayer | null)[] = [];
  for (let side = 0; side < 2; side++) {
    const who = r.read(3, 'the players');
    if (who > REPLAY_PLAYERS.length) throw new ReplayCodeError('junk', `player ${who} of side ${side + 1}`);
    players.push(who === 0 ? null : REPLAY_PLAYERS[who - 1]);
  }
  const day = r.varint('the date');
  if (day > MAX_DAY + 1) throw new ReplayCodeError('junk', `day ${day} of the date`);
  return { players, date: day === 0 ? null : dateOf(day - 1) };
}
