// Every visible string goes through here. Resources are the JSON files of locales/,
// imported statically so Vite bundles them (nothing is fetched at run time).
import i18next from 'i18next';
import enBoard from '../../locales/en/board.json';
import enCommon from '../../locales/en/common.json';
import enGames from '../../locales/en/games.json';
import enProgress from '../../locales/en/progress.json';
import enResult from '../../locales/en/result.json';
import enRules from '../../locales/en/rules.json';
import enSelect from '../../locales/en/select.json';
import enSettings from '../../locales/en/settings.json';
import enShare from '../../locales/en/share.json';
import enTour from '../../locales/en/tour.json';
import enPages from '../../locales/en/pages.json';
import enMoves from '../../locales/en/moves.json';
import enPuzzle from '../../locales/en/puzzle.json';
import enExplain from '../../locales/en/explain.json';
import enReview from '../../locales/en/review.json';
import enOnline from '../../locales/en/online.json';
import enAccess from '../../locales/en/access.json';
import zhBoard from '../../locales/zh/board.json';
import zhCommon from '../../locales/zh/common.json';
import zhGames from '../../locales/zh/games.json';
import zhProgress from '../../locales/zh/progress.json';
import zhResult from '../../locales/zh/result.json';
import zhRules from '../../locales/zh/rules.json';
import zhSelect from '../../locales/zh/select.json';
import zhSettings from '../../locales/zh/settings.json';
import zhShare from '../../locales/zh/share.json';
import zhTour from '../../locales/zh/tour.json';
import zhPages from '../../locales/zh/pages.json';
import zhMoves from '../../locales/zh/moves.json';
import zhPuzzle from '../../locales/zh/puzzle.json';
import zhExplain from '../../locales/zh/explain.json';
import zhReview from '../../locales/zh/review.json';
import zhOnline from '../../locales/zh/online.json';
import zhAccess from '../../locales/zh/access.json';

export type Lang = 'en' | 'zh';
export const LANGS: readonly Lang[] = ['en', 'zh'];
export const NAMESPACES = [
  'common',
  'games',
  'rules',
  'select',
  'board',
  'result',
  'settings',
  'tour',
  'pages',
  'moves',
  'puzzle',
  'share',
  'progress',
  'explain',
  'review',
  'online',
  'access',
] as const;

export const resources = {
  en: {
    common: enCommon,
    games: enGames,
    rules: enRules,
    select: enSelect,
    board: enBoard,
    result: enResult,
    settings: enSettings,
    tour: enTour,
    pages: enPages,
    moves: enMoves,
    puzzle: enPuzzle,
    share: enShare,
    progress: enProgress,
    explain: enExplain,
    review: enReview,
    online: enOnline,
    access: enAccess,
  },
  zh: {
    common: zhCommon,
    games: zhGames,
    rules: zhRules,
    select: zhSelect,
    board: zhBoard,
    result: zhResult,
    settings: zhSettings,
    tour: zhTour,
    pages: zhPages,
    moves: zhMoves,
    puzzle: zhPuzzle,
    share: zhShare,
    progress: zhProgress,
    explain: zhExplain,
    review: zhReview,
    online: zhOnline,
    access: zhAccess,
  },
} as const;

/** The language shown; i18next learns it when it is first needed (see i18n()). */
let lang: Lang = 'en';
let started = false;

/**
 * i18next, started on first need: a string with options (interpolation, plurals), a string
 * that is not plain, a language change. The first screen's words are plain strings read
 * straight from the resources, so the page's start does not wait for i18next to set up and
 * to run its lookup code for the first time (docs/benchmarks.md, "Start-up").
 */
function i18n(): typeof i18next {
  if (!started) {
    started = true;
    void i18next.init({
      lng: lang,
      fallbackLng: false,
      ns: [...NAMESPACES],
      defaultNS: 'common',
      resources: resources as unknown as Record<string, Record<string, object>>,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  return i18next;
}

export function initI18n(next: Lang): void {
  if (started) {
    setLang(next);
    return;
  }
  lang = next;
}

/**
 * Each language's plain strings (no options) once looked up: a screen asks for its labels
 * again at every fit and layout pass, and one i18next lookup (namespace split, key path,
 * interpolation pass) costs far more than a map's (docs/benchmarks.md, "Start-up").
 */
const plain = { en: new Map<string, string>(), zh: new Map<string, string>() };

/**
 * `ns:key` read straight from the resources when its value is a plain string (no
 * interpolation); otherwise undefined, and i18next answers (as it does a missing key).
 */
function plainValue(language: Lang, key: string): string | undefined {
  const colon = key.indexOf(':');
  let node: unknown = (resources[language] as Record<string, unknown>)[colon >= 0 ? key.slice(0, colon) : 'common'];
  for (const part of (colon >= 0 ? key.slice(colon + 1) : key).split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && !node.includes('{{') ? node : undefined;
}

/** Translates `ns:key` (namespace defaults to common). */
export function t(key: string, options?: Record<string, unknown>): string {
  if (options !== undefined) return i18n().t(key, options as never) as unknown as string;
  const known = plain[lang];
  let text = known.get(key);
  if (text === undefined) {
    text = plainValue(lang, key) ?? (i18n().t(key) as unknown as string);
    known.set(key, text);
  }
  return text;
}

export function currentLang(): Lang {
  return lang;
}

/** Who hears of a change of language (ours, not i18next's: its own start is no change). */
const listeners = new Set<(lang: Lang) => void>();

export function setLang(next: Lang): void {
  lang = next;
  if (started) void i18next.changeLanguage(next);
  for (const fn of [...listeners]) fn(next);
}

/** Calls `fn` on every language change; returns the unsubscribe function. */
export function onLanguageChanged(fn: (lang: Lang) => void): () => void {
  const handler = (next: Lang) => fn(next);
  listeners.add(handler);
  return () => void listeners.delete(handler);
}

/** Is this string a raw key (what i18next returns for a missing key)? */
export const RAW_KEY = /^[a-z]+(:[a-zA-Z0-9_-]+)?(\.[a-zA-Z0-9_-]+)+$/;
