// The notice a malformed shared link leaves on the menu (src/match/shared-link.ts): what was
// wrong with the link, in the player's language, on a dark band over the bottom of the
// menu until the player closes it (control `menu.notice.close`). The menu makes room for
// it (linkNoticeHeight). It is not modal: the language and sound buttons and the game
// cards above it keep working.
import type { LinkNotice } from '../match/shared-link';
import { isGameId } from '../games/registry';
import { t } from '../i18n/index';
import { COLORS, touchSize } from '../ui/theme';
import { panel } from '../ui/widgets';
import type { WidgetHost } from '../ui/widget-host';

/** The notice's sentence; `gameId` stands for the game's name in the current language. */
export function linkNoticeText(notice: LinkNotice): string {
  const params: Record<string, string> = { ...(notice.params ?? {}) };
  if (params.gameId && isGameId(params.gameId)) params.name = t(`games:${params.gameId}.name`);
  return t(notice.key, params);
}

/** The band's height: the menu keeps this much room free at its bottom (nothing hides under it). */
export function linkNoticeHeight(host: { portrait: boolean }): number {
  const btnH = touchSize(host.portrait ? 72 : 60);
  return host.portrait ? 130 + btnH : Math.max(110, btnH + 36);
}

export function showLinkNotice(host: WidgetHost, notice: LinkNotice, close: () => void): void {
  const { W, H, portrait } = host;
  const pad = portrait ? 24 : 32;
  const w = Math.min(W - pad * 2, 1000);
  const btnH = touchSize(portrait ? 72 : 60);
  const btnW = portrait ? 200 : 170;
  const h = linkNoticeHeight(host);
  const x = (W - w) / 2;
  const y = H - pad - h;
  panel(host.stage, x, y, w, h, COLORS.panelDark, 0.96);
  const textW = portrait ? w - 40 : w - btnW - 60;
  const textH = portrait ? h - btnH - 40 : h - 24;
  const size = portrait ? 28 : 24;
  host
    .label(
      x + 20,
      portrait ? y + 16 : y + h / 2,
      () => linkNoticeText(notice),
      { w: textW, h: textH, size, wrap: true, min: 12 },
      0xfff6e6,
      { lineSpacing: 4 },
    )
    .setOrigin(0, portrait ? 0 : 0.5);
  host.btn({
    id: 'menu.notice.close',
    x: portrait ? x + w - 20 - btnW / 2 : x + w - 20 - btnW / 2,
    y: portrait ? y + h - 16 - btnH / 2 : y + h / 2,
    w: btnW,
    h: btnH,
    kind: 'primary',
    label: () => t('share:close'),
    fontSize: portrait ? 28 : 24,
    onClick: close,
  });
}
