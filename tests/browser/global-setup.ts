// Vitest global setup for the browser tests: builds the production bundle, and the portal
// builds when the run includes their tests, once for the whole run and side by side (a
// build waits on the disk about half its time), then serves each on a free loopback port
// with Vite's preview server. Skipped (no build) when no Chromium is installed and we are
// not in CI; see harness.ts for how Chromium is found. SKIP_BUILD=1 reuses the folders.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { preview, type PreviewServer } from 'vite';
import { chromiumPath } from './chromium';
import { PORTALS, type PortalName } from './portal-builds';

const run = promisify(execFile);

/** Builds into `outDir` for `platform` (the default build without one); kept when SKIP_BUILD is set and it is there. */
async function build(outDir: string, platform?: PortalName): Promise<void> {
  if (process.env.SKIP_BUILD && existsSync(join(outDir, 'index.html'))) return;
  const env = platform ? { ...process.env, VITE_PLATFORM: platform } : process.env;
  const { stderr } = await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    env,
    maxBuffer: 1 << 24,
  });
  // the build's own warnings (the plugin timings) stay readable in the log
  if (stderr.trim()) process.stderr.write(stderr);
}

async function serve(outDir: string): Promise<{ url: string; server: PreviewServer }> {
  const server = await preview({ build: { outDir }, preview: { port: 0, host: '127.0.0.1', strictPort: false }, logLevel: 'warn' });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error(`preview server of ${outDir} has no port`);
  return { url: `http://127.0.0.1:${address.port}/`, server };
}

/**
 * The portals whose tests this run includes: every one when the command line names no file
 * filter (the whole suite), else those with a test file whose path contains a filter (each
 * portal's own, and portal-invite's, which opens them all).
 */
function portalsInRun(): PortalName[] {
  const args = process.argv.slice(2);
  const filters = args.filter(
    (a, i) => !a.startsWith('-') && !['run', 'watch'].includes(a) && !(args[i - 1]?.startsWith('-') && !args[i - 1].includes('=')),
  );
  if (filters.length === 0) return [...PORTALS];
  // the portal invitations' test opens every portal build
  const files = (p: PortalName) => [`tests/browser/portal-${p}.test.ts`, 'tests/browser/portal-invite.test.ts'];
  return PORTALS.filter((p) => filters.some((f) => files(p).some((file) => file.includes(f))));
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  if (!chromiumPath()) return;
  const portals = portalsInRun();
  await Promise.all([build('dist'), ...portals.map((p) => build(`dist-${p}`, p))]);
  const main = await serve('dist');
  project.provide('baseUrl', main.url);
  const servers = [main.server];
  const urls: Partial<Record<PortalName, string>> = {};
  for (const p of portals) {
    const s = await serve(`dist-${p}`);
    urls[p] = s.url;
    servers.push(s.server);
  }
  project.provide('portalUrls', urls);
  return async () => {
    for (const s of servers) await s.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The portal builds served for this run (none when the run has no portal tests). */
    portalUrls: Partial<Record<PortalName, string>>;
  }
}
