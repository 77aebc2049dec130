// Where a build finds its online server (docs/online.md "A static host or a portal with a
// server elsewhere"): a build made with VITE_ONLINE_URL, served from another origin than the
// rooms, offers "Friend online", and its page policy lets it open a room there, with no
// violation and no request to any third origin; the default build served without a server
// offers no "Friend online" and asks nothing of another origin.
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { clickControl, controls, hasBrowser, launch, openGame, waitForScene, type Session } from './harness';
import { startServer, waitOnline, type OnlineServer } from './online-support';
import { freePort } from '../online-server';

const OUT = 'dist-online-url';

describe.skipIf(!hasBrowser)('online server of a build', () => {
  const open: Session[] = [];
  const stops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const s of open) await s.close().catch(() => undefined);
    for (const stop of stops) await stop();
  });

  async function watched(baseUrl?: string): Promise<Session & { violations(): Promise<string[]> }> {
    const s = await launch({ width: 1280, height: 720 }, baseUrl);
    open.push(s);
    await s.page.addInitScript(() => {
      const w = window as unknown as { __cspViolations: string[] };
      w.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    return Object.assign(s, {
      violations: () => s.page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
    });
  }

  it('VITE_ONLINE_URL: "Friend online" offered, and a room opened on that origin only', async () => {
    const port = await freePort();
    const roomsOrigin = `http://127.0.0.1:${port}`;
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', OUT, '--emptyOutDir'], {
      stdio: 'inherit',
      env: { ...process.env, VITE_ONLINE_URL: roomsOrigin },
    });
    const server: OnlineServer = await startServer({ PORT: String(port), STATIC_DIR: '' });
    stops.push(() => server.stop());
    const { preview } = await import('vite');
    const page = await preview({ build: { outDir: OUT }, preview: { port: 0, host: '127.0.0.1', strictPort: false }, logLevel: 'warn' });
    stops.push(() => page.close());
    const address = page.httpServer.address();
    if (!address || typeof address === 'string') throw new Error('preview server has no port');

    const s = await watched(`http://127.0.0.1:${address.port}/`);
    await openGame(s, { game: 'alquerque', lang: 'en', fast: '1', mute: '1' });
    await waitForScene(s.page, 'select');
    await clickControl(s.page, 'select.opponent.online');
    await clickControl(s.page, 'select.start');
    await waitForScene(s.page, 'online');
    await clickControl(s.page, 'online.invite');
    await waitOnline(s.page, (o) => o?.status === 'waiting' && !!o.code, 'a room on the configured server');
    expect(await s.violations()).toEqual([]);
    expect(s.foreignRequests.length).toBeGreaterThan(0);
    for (const r of s.foreignRequests) expect(r.replace(/^ws/, 'http')).toMatch(new RegExp(`^${roomsOrigin}/`));
  });

  it('no server configured: no "Friend online", nothing asked of another origin', async () => {
    const s = await watched();
    await openGame(s, { game: 'alquerque', lang: 'en', fast: '1', mute: '1' });
    await waitForScene(s.page, 'select');
    // the select asks its own origin for online.json once; the preview server has none
    await s.page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('online.json')), null, {
      timeout: 10_000,
    });
    const ids = (await controls(s.page)).map((c) => c.id);
    expect(ids).toContain('select.start');
    expect(ids).not.toContain('select.opponent.online');
    expect(s.foreignRequests).toEqual([]);
    expect(await s.violations()).toEqual([]);
  });
});
