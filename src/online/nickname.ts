// The player's online nickname: made up on first use, kept on the device, changeable.
import { storage } from '../storage/storage';
import { cleanName } from './protocol';

const KEY = 'onlineName';

export function onlineName(): string {
  const kept = cleanName(storage.get(KEY));
  if (kept) return kept;
  const made = `Panda ${1000 + Math.floor(Math.random() * 9000)}`;
  storage.set(KEY, made);
  return made;
}

export function setOnlineName(name: string): boolean {
  const clean = cleanName(name);
  if (!clean) return false;
  storage.set(KEY, clean);
  return true;
}
