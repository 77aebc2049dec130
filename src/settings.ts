// Player settings (kept in storage, which never throws) and the URL parameters of
// docs/architecture.md "Browser contract": lang, game, mute, test, fast; timer=<s> and still=1
// only with test=1.
import type { Lang } from './i18n/index';
import type { RuleOptions, Side } from './engine/types';
import { NORMAL_PACE, type MatchConfig } from './match/match-types';
import { isOpponent, OPPONENTS, type Opponent } from './match/players';
import { storage } from './storage/storage';
import { GAME_IDS, isGameId, kitOf, type GameId } from './games/registry';

export { OPPONENTS, type Opponent };
export const TIMER_CHOICES: readonly number[] = [30, 60, 120, 0];

const params = new URLSearchParams(typeof location === 'undefined' ? '' : location.search);

export const urlParams = {
  test: params.get('test') === '1',
  fast: params.get('fast') === '1',
  /**
   * Test-only (with test=1): nothing moves by itself, so that the same screen gives the same
   * pixels every time (the visual suite, docs/testing.md): the turn clock shows its full time
   * and never runs down, the pandas never blink, a hint does not pulse, no panda chats at random.
   */
  still: params.get('test') === '1' && params.get('still') === '1',
  /** With test=1 the first-play tour opens only when asked for with tour=1. */
  tour: params.get('tour') === '1',
  mute: params.get('mute') === '1',
  lang: ((): Lang | null => {
    const l = params.get('lang');
    return l === 'en' || l === 'zh' ? l : null;
  })(),
  game: ((): GameId | null => {
    const g = params.get('game');
    return isGameId(g) ? g : null;
  })(),
  /** An online room to join (`room=CODE`, checked by the room itself). */
  room: ((): string | null => {
    const r = params.get('room');
    return r && /^[A-Za-z0-9]{1,16}$/.test(r) ? r.toUpperCase() : r ? 'INVALID' : null;
  })(),
  /** Test-only: today's date, YYYY-MM-DD (only with test=1): the daily puzzles' and a game's. */
  date: ((): string | null => {
    const d = params.get('date');
    return params.get('test') === '1' && d && /^\d{4}-\d{2}-\d{2}$/.test(d) ? d : null;
  })(),
  /** Test-only: a short turn timer in seconds (only with test=1). */
  timer: ((): number | null => {
    if (params.get('test') !== '1') return null;
    const n = Number(params.get('timer'));
    return Number.isFinite(n) && n > 0 && n <= 600 ? n : null;
  })(),
};

function readBool(key: string, dflt: boolean): boolean {
  const v = storage.get(key);
  return v === null ? dflt : v === '1';
}

function detectLang(): Lang {
  const nav = typeof navigator === 'undefined' ? '' : navigator.language || '';
  return /^zh/i.test(nav) ? 'zh' : 'en';
}

class Settings {
  lang: Lang;
  muted: boolean;
  timerSec: number;
  opponent: Opponent;
  drawRules: boolean;
  reducedMotion: boolean;
  /** The high-contrast theme (docs/colour.md): stronger board lines, outlined pieces, markers at full strength. */
  highContrast: boolean;
  private readonly contrastListeners = new Set<() => void>();
  /** Rule variants chosen for the next rounds (stored under the option's own name). */
  private readonly ruleOptions: RuleOptions = {};

  constructor() {
    const storedLang = storage.get('lang');
    this.lang = urlParams.lang ?? (storedLang === 'en' || storedLang === 'zh' ? storedLang : detectLang());
    this.muted = urlParams.mute || readBool('muted', false);
    const timer = Number(storage.get('timer') ?? '60');
    this.timerSec = TIMER_CHOICES.includes(timer) ? timer : 60;
    const opp = storage.get('opponent');
    this.opponent = isOpponent(opp) ? opp : 'baby';
    this.drawRules = readBool('drawRules', true);
    for (const id of GAME_IDS) for (const v of kitOf(id).variants) this.ruleOptions[v.option] = readBool(v.option, false);
    const prefersReduced = typeof matchMedia !== 'undefined' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    this.reducedMotion = readBool('reducedMotion', prefersReduced);
    this.highContrast = readBool('highContrast', false);
  }

  setLang(lang: Lang): void {
    this.lang = lang;
    storage.set('lang', lang);
  }
  setMuted(muted: boolean): void {
    this.muted = muted;
    if (!urlParams.mute) storage.set('muted', muted ? '1' : '0');
  }
  setTimer(sec: number): void {
    this.timerSec = sec;
    storage.set('timer', String(sec));
  }
  setOpponent(o: Opponent): void {
    this.opponent = o;
    storage.set('opponent', o);
  }
  setDrawRules(on: boolean): void {
    this.drawRules = on;
    storage.set('drawRules', on ? '1' : '0');
  }
  /** Whether the player has seen (or skipped) this game's tour. */
  tourSeen(game: GameId): boolean {
    return storage.get(`tour.${game}`) === '1';
  }
  setTourSeen(game: GameId): void {
    storage.set(`tour.${game}`, '1');
  }
  /** The tour opens by itself the first time a game is played (tests ask for it with tour=1). */
  tourDue(game: GameId): boolean {
    return urlParams.test ? urlParams.tour : !this.tourSeen(game);
  }
  ruleOption(option: keyof RuleOptions): boolean {
    return !!this.ruleOptions[option];
  }
  setRuleOption(option: keyof RuleOptions, on: boolean): void {
    this.ruleOptions[option] = on;
    storage.set(option, on ? '1' : '0');
  }
  /** A match's configuration from these settings (the game's kit keeps the options it has). */
  matchConfig(game: GameId, opponent: Opponent, humanSide: Side): MatchConfig {
    const pace = { ...(urlParams.fast ? { pandaMs: 50, minThinkMs: 0, passNoticeMs: 120 } : NORMAL_PACE), frozenClock: urlParams.still };
    return { game, opponent, humanSide, options: { ...this.ruleOptions }, drawRules: this.drawRules, timerSec: this.effectiveTimer, pace };
  }
  setReducedMotion(on: boolean): void {
    this.reducedMotion = on;
    storage.set('reducedMotion', on ? '1' : '0');
  }
  setHighContrast(on: boolean): void {
    this.highContrast = on;
    storage.set('highContrast', on ? '1' : '0');
    for (const f of [...this.contrastListeners]) f();
  }
  /** Calls `f` whenever the theme's contrast changes; returns the way to stop. */
  onContrastChanged(f: () => void): () => void {
    this.contrastListeners.add(f);
    return () => this.contrastListeners.delete(f);
  }
  /** The turn limit in force: the test-only URL override wins. 0 = no limit. */
  get effectiveTimer(): number {
    return urlParams.timer ?? this.timerSec;
  }
}

export const settings = new Settings();

/** Animation time factor: tests (fast=1) cut animations to a minimum. */
export function animMs(ms: number): number {
  if (urlParams.fast) return Math.min(ms, 16);
  return settings.reducedMotion ? Math.round(ms * 0.4) : ms;
}

/** Today, or the day a test pins with `date=` (the review's header dates a game with it). */
export function today(): Date {
  return urlParams.date ? new Date(`${urlParams.date}T12:00:00`) : new Date();
}
