// The page's splash (index.html, see splash-markup.ts) from the game's side: the boot
// loader moves its bar, and once the first screen has been drawn it fades out over the
// canvas (or goes at once with reduced motion) and leaves the page.
const FADE_MS = 220;

/** The boot loader's progress, 0..1: the bar's last stretch (the script's loading came first). */
export function splashProgress(fraction: number): void {
  const fill = document.querySelector<HTMLElement>('#splash .splash-bar > i');
  if (!fill) return;
  fill.style.animation = 'none';
  fill.style.transform = `scaleX(${(0.55 + 0.45 * Math.max(0, Math.min(1, fraction))).toFixed(3)})`;
}

/** Shows the splash's texts in `lang` if early.js has not (blocked, or not loaded yet). */
export function markSplashLanguage(lang: 'en' | 'zh'): void {
  if (!document.documentElement.hasAttribute('data-lang')) document.documentElement.setAttribute('data-lang', lang);
  // (and what early.js shows after the splash's first paint: the glow, the other language's title)
  document.getElementById('splash')?.classList.add('glow');
}

/** Removes the splash; the canvas below already shows the first screen. */
export function dismissSplash(): void {
  const el = document.getElementById('splash');
  if (!el) return;
  el.setAttribute('aria-busy', 'false');
  const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (reduced) {
    el.remove();
    return;
  }
  el.classList.add('leaving');
  setTimeout(() => el.remove(), FADE_MS + 40);
}
