import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './tests/browser/sequencer.ts';

/** How many browser test files run at once (docs/testing.md, "Running in parallel"). */
const browserWorkers = Number(process.env.BROWSER_WORKERS) || 3;

// Three projects:
// - unit: Node, no DOM (the engine and the AI must not need one);
// - browser: drives Debian's Chromium through playwright-core against the production build,
//   which its global setup builds and serves once. BROWSER_WORKERS files at a time (3 unless
//   set), each in its own process with its own Chromium and its own storage: a page mostly
//   waits (on its worker's search, on animations and on the renderer), so three share two
//   cores well, and the slowest files start first (tests/browser/sequencer.ts). Nothing is
//   shared between files but the read-only preview servers; a file that starts a server of its
//   own takes a free port (docs/testing.md, "Running in parallel");
// - lab: the research code's own tests (lab/tests), run by `npm run test:lab`, never by
//   `npm test`: nothing the game ships depends on lab/.
export default defineConfig({
  test: {
    sequence: { sequencer: SlowFirstSequencer },
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
          maxWorkers: browserWorkers,
          // after the unit tests when a run names both (projects of different widths take turns)
          sequence: { groupOrder: 1 },
          // In CI a browser test that fails is run once more: a real fault fails twice, while
          // a machine stalled for seconds by its neighbours does not turn the run red. Locally
          // every failure shows at once.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
