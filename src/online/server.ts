// Where the online rooms are, if anywhere: VITE_ONLINE_URL given at build time, else the
// page's own origin when it answers /online.json (`npm start` does; a static host or a
// portal does not). No request leaves the page's origin unless a server was configured.

let probe: Promise<string | null> | null = null;

function configured(): string | null {
  const url = import.meta.env.VITE_ONLINE_URL;
  if (typeof url !== 'string' || url === '') return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The server's http(s) origin, or null when this build has none (asked once a visit). */
export function onlineServer(): Promise<string | null> {
  probe ??= (async () => {
    const fixed = configured();
    if (fixed) return fixed;
    if (typeof fetch === 'undefined' || typeof location === 'undefined' || !/^https?:$/.test(location.protocol)) return null;
    try {
      const r = await fetch(new URL('online.json', location.href).href, { cache: 'no-store' });
      if (!r.ok) return null;
      const body = (await r.json()) as { online?: unknown };
      return body?.online === true ? location.origin : null;
    } catch {
      return null;
    }
  })();
  return probe;
}

/** The link a friend opens to join room `code`: this page with `?room=CODE` (and its language). */
export function inviteLink(code: string): string {
  const url = new URL(location.href);
  url.search = '';
  url.hash = '';
  url.searchParams.set('room', code);
  return url.href;
}
