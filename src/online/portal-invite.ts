// A portal's part in online play (docs/online.md "On a portal"): its own invitation link
// (CrazyGames inviteLink, Poki shareableURL), its invite button while a private room waits
// (CrazyGames), the room a friend's invitation carries (CrazyGames getInviteParam, Poki
// getURLParam: both read as the link parameter `room`), and its wish for an online game at
// once (CrazyGames instant multiplayer). The portal layer sits above this one, so it plugs
// itself in here at start (src/platform/portal-wiring.ts); without a portal every answer
// is "none" and the game makes its own `?room=CODE` link.

export interface PortalInvites {
  /** The portal's link to room `code`, or null. Never rejects. */
  link(params: Record<string, string>): Promise<string | null>;
  /** Shows the portal's invite button for these parameters, or hides it (null). */
  button(params: Record<string, string> | null): void;
  /** A parameter of the portal's invitation the page was opened from, or null. */
  param(name: string): string | null;
  /** Whether the portal asks for an online game straight away. */
  instant(): boolean;
}

const NONE: PortalInvites = {
  link: async () => null,
  button: () => undefined,
  param: () => null,
  instant: () => false,
};

let portal: PortalInvites = NONE;

export function setPortalInvites(p: PortalInvites): void {
  portal = p;
}

/** The parameter of an invitation link that names the room. */
export const ROOM_PARAM = 'room';

/** The portal's invitation to room `code`, or null when it makes none (or fails). */
export async function portalInviteLink(code: string): Promise<string | null> {
  try {
    return await portal.link({ [ROOM_PARAM]: code });
  } catch {
    return null;
  }
}

let shownFor: string | null = null;

/** The portal's invite button: shown while private room `code` waits, hidden otherwise (code null). */
export function portalInviteButton(code: string | null): void {
  if (code === shownFor) return;
  shownFor = code;
  try {
    portal.button(code ? { [ROOM_PARAM]: code } : null);
  } catch {
    // a portal that fails here only loses its button
  }
}

/** The room of the portal's invitation the page was opened from, if any. */
export function portalInvitedRoom(): string | null {
  try {
    return portal.param(ROOM_PARAM);
  } catch {
    return null;
  }
}

export function portalWantsInstantGame(): boolean {
  try {
    return portal.instant();
  } catch {
    return false;
  }
}
