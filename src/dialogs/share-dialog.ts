// "Copy link" on the result and the review: the game's link goes to the clipboard and a
// toast says so. Inside a portal's iframe the clipboard may be refused (or never answer):
// then the link shows selected in a small field over the game, so the player can copy it
// by hand. The link itself comes from src/match/shared-link.ts (the portal's own share URL
// when it has one).
import type { Scene } from 'phaser';
import { shareLink } from '../match/shared-link';
import { onLanguageChanged, t } from '../i18n/index';
import { showToast } from './resume-prompt';
import { FONT } from '../ui/theme';

const FIELD_ID = 'panda-share-link';
const CLIPBOARD_WAIT_MS = 1500;

/** This page's address without its query: the base of our own links. */
function pageBase(): string {
  return location.href.split(/[?#]/)[0];
}

async function toClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), CLIPBOARD_WAIT_MS));
    return await Promise.race([navigator.clipboard.writeText(text).then(() => true), timeout]);
  } catch {
    return false;
  }
}

/** Copies the link of `params` and tells the player; falls back to the field. */
export async function copyGameLink(scene: Scene, params: Record<string, string>): Promise<void> {
  await copyLink(scene, await shareLink(params, pageBase()));
}

/** Copies `link` and tells the player; falls back to the field (an online invitation too). */
export async function copyLink(scene: Scene, link: string): Promise<void> {
  if (await toClipboard(link)) {
    // the result's and the review's buttons are at the bottom: the toast keeps clear of them
    if (scene.sys.isActive()) showToast(scene, () => t('share:copied'), 4500, 'middle');
    return;
  }
  if (scene.sys.isActive()) showLinkField(scene, link);
}

/** The link in a selected field with a Close button, until closed or the scene ends. */
function showLinkField(scene: Scene, link: string): void {
  document.getElementById(FIELD_ID)?.parentElement?.remove();
  const box = document.createElement('div');
  box.setAttribute('role', 'dialog');
  box.style.cssText = `position:fixed;left:50%;bottom:12px;transform:translateX(-50%);z-index:20;width:min(92vw,620px);box-sizing:border-box;padding:12px 14px;border-radius:14px;background:#3b2a1d;color:#fff6e6;font:16px ${FONT};display:flex;flex-wrap:wrap;gap:8px;align-items:center;box-shadow:0 4px 18px rgba(0,0,0,.4)`;
  const text = document.createElement('label');
  text.htmlFor = FIELD_ID;
  text.style.cssText = 'flex:1 1 100%';
  const field = document.createElement('input');
  field.id = FIELD_ID;
  field.readOnly = true;
  field.value = link;
  field.style.cssText =
    'flex:1 1 200px;min-width:0;min-height:44px;box-sizing:border-box;padding:0 10px;font:16px monospace;color:#2b1d14;background:#fff6e6;border:2px solid #e0b26a;border-radius:8px';
  const close = document.createElement('button');
  close.type = 'button';
  close.style.cssText = `min-height:44px;min-width:88px;padding:0 16px;font:bold 16px ${FONT};color:#fff6e6;background:#a63a1a;border:0;border-radius:10px;cursor:pointer`;
  const words = () => {
    text.textContent = t('share:copyByHand');
    close.textContent = t('share:close');
  };
  words();
  const offLang = onLanguageChanged(words);
  const remove = () => {
    offLang();
    box.remove();
    scene.events.off('shutdown', remove);
  };
  close.addEventListener('click', remove);
  scene.events.once('shutdown', remove);
  box.append(text, field, close);
  document.body.append(box);
  field.focus();
  field.select();
}
