// A build with VITE_ONLINE_URL (the online rooms on another origin, docs/online.md "A static
// host or a portal with a server elsewhere"): the page's Content-Security-Policy allows that
// origin, and only it, in connect-src (its http(s) form for the SDK's requests and its
// ws(s) form for the room's socket). A malformed URL fails the build rather than ship a page
// that cannot reach its server.

/** The connect-src sources of the server at `url` (none without one). */
export function onlineSources(url: string | undefined): string[] {
  if (!url) return [];
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new Error(`VITE_ONLINE_URL is not a URL: ${url}`);
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error(`VITE_ONLINE_URL must be http(s): ${url}`);
  const ws = u.protocol === 'https:' ? 'wss:' : 'ws:';
  return [u.origin, `${ws}//${u.host}`];
}

const META = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(")/;

/** The page with the server's sources added to its policy's connect-src (a policy without one restricts no connection). */
export function withOnlineSources(html: string, url: string | undefined): string {
  const sources = onlineSources(url);
  if (sources.length === 0) return html;
  return html.replace(META, (_m, open: string, policy: string, close: string) => {
    const directives = policy.split(';').map((d) => d.trim());
    const i = directives.findIndex((d) => d.startsWith('connect-src '));
    if (i < 0) return `${open}${policy}${close}`;
    directives[i] = `${directives[i]} ${sources.join(' ')}`;
    return `${open}${directives.filter(Boolean).join('; ')}${close}`;
  });
}
