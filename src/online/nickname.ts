// The player's online nickname: made up on first use, kept on the device (storage key
// `onlineName`), changeable in the nickname dialog (src/dialogs/name-dialog.ts). What the
// room receives is cleaned again there (cleanName): a page may send anything.
import { storage } from '../storage/storage';
import { cleanName } from './protocol';

const KEY = 'onlineName';
export const NAME_MIN = 2;
export const NAME_MAX = 16;

export function onlineName(): string {
  const kept = cleanName(storage.get(KEY));
  if (kept) return kept;
  const made = `Panda ${1000 + Math.floor(Math.random() * 9000)}`;
  storage.set(KEY, made);
  return made;
}

/** Letters and digits of any script, spaces, and - _ . ' between them. */
const ALLOWED = /^[\p{L}\p{M}\p{N} _.'-]+$/u;

/** A typed nickname checked: the name to keep, or the locale key of what is wrong with it. */
export function checkName(typed: string): { name: string } | { error: string } {
  const name = typed.trim().replace(/\s+/g, ' ');
  const length = [...name].length;
  if (length < NAME_MIN) return { error: 'online:name.tooShort' };
  if (length > NAME_MAX) return { error: 'online:name.tooLong' };
  if (!ALLOWED.test(name)) return { error: 'online:name.badChars' };
  return { name };
}

/** Keeps a typed nickname; the locale key of what is wrong with it, or null when kept. */
export function setOnlineName(typed: string): string | null {
  const checked = checkName(typed);
  if ('error' in checked) return checked.error;
  storage.set(KEY, checked.name);
  return null;
}
