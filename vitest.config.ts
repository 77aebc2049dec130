import { defineConfig } from 'vitest/config';

// Unit tests run in Node (no DOM: the engine and AI must not need one).
// Browser tests (tests/browser) drive Debian's Chromium through playwright-core against
// the production build; they run one file at a time because each starts a browser.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: true,
  },
});
