// What each file of the visual suite sets up (visual-menu, visual-boards and visual.test.ts,
// docs/testing.md "Visual suite"): one browser and one page for the file, the screens that
// differ gathered test by test, and each test's end, which names them all and then the
// page's errors. Three files, so that the suite runs on three workers at once.
import { afterAll, beforeAll, expect } from 'vitest';
import { launch, type Session } from './harness';
import { checkEverySize, checkScreen, reportScreens, type Lang, type Shot } from './visual-support';

/** A test walks through up to 36 screens, each waited for until it stands still. */
export const LONG = 300_000;

export interface VisualSuite {
  /** The file's session (read it inside a test). */
  s(): Session;
  /** Compares the screen with its baseline, or with `against`'s. */
  check(shot: Shot, against?: Shot): Promise<void>;
  /** The screen at every size and in both languages (`show`: what to bring up again at each). */
  everySize(name: string, show?: (lang: Lang) => Promise<void>): Promise<void>;
  /** A test's end: fails naming every screen that differs, then on the page's errors. */
  done(): void;
}

/** The visual suite's set-up for the describe block it is called in. */
export function visualSuite(): VisualSuite {
  let session: Session | undefined;
  const started = Date.now();
  const failures: string[] = [];
  const s = (): Session => {
    if (!session) throw new Error('no browser session: its launch failed');
    return session;
  };
  beforeAll(async () => {
    session = await launch();
  });
  afterAll(async () => {
    console.log(`visual suite file: ${((Date.now() - started) / 1000).toFixed(0)} s`);
    await session?.close();
  });
  return {
    s,
    async check(shot, against) {
      const f = await checkScreen(s().page, shot, against);
      if (f) failures.push(f);
    },
    async everySize(name, show) {
      failures.push(...(await checkEverySize(s().page, name, show)));
    },
    done() {
      const errors = s().errors.splice(0);
      const foreign = s().foreignRequests.splice(0);
      reportScreens(failures.splice(0));
      expect(errors).toEqual([]);
      expect(foreign).toEqual([]);
    },
  };
}
