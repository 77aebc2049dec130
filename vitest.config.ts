import { defineConfig } from 'vitest/config';

// Three projects:
// - unit: Node, no DOM (the engine and the AI must not need one);
// - browser: drives Debian's Chromium through playwright-core against the production build,
//   which its global setup builds and serves once. One file at a time: each starts a browser;
// - lab: the research code's own tests (lab/tests), run by `npm run test:lab`, never by
//   `npm test`: nothing the game ships depends on lab/.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          // a guard against a hang, not a speed goal (speed is measured in `cli bench`): a few
          // tests search or solve for seconds alone and several times that on a loaded machine
          testTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'lab',
          environment: 'node',
          include: ['lab/tests/**/*.test.ts'],
          testTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // In CI a browser test that fails is run once more: a real fault fails twice, while
          // a machine stalled for seconds by its neighbours does not turn the run red. Locally
          // every failure shows at once.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
