// Vitest global setup for the browser tests: builds the production bundle once and serves
// dist/ on a free loopback port with Vite's preview server. Skipped (no build) when no
// Chromium is installed and we are not in CI; see harness.ts for how Chromium is found.
import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { preview } from 'vite';
import { chromiumPath } from './chromium';

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  if (!chromiumPath()) return;
  if (!process.env.SKIP_BUILD) {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  }
  const server = await preview({ preview: { port: 0, host: '127.0.0.1', strictPort: false }, logLevel: 'warn' });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  project.provide('baseUrl', `http://127.0.0.1:${address.port}/`);
  return async () => {
    await server.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
