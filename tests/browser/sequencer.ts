// The order the test files start in. Vitest starts the files that took longest in the last
// run first, from its cache; a clean clone (CI) has no cache, and then Vitest keeps the
// alphabetical order, which would start the longest browser files (the visual suite's) last,
// alone on their workers while the others idle. Files this list names start first, in its order; every other
// file keeps Vitest's order (docs/testing.md, "Running in parallel").
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The browser files that take longest (a minute and more alone), the longest first. */
export const SLOW_FILES = [
  'tests/browser/goals.test.ts',
  'tests/browser/visual-menu.test.ts',
  'tests/browser/visual-boards.test.ts',
  'tests/browser/visual.test.ts',
  'tests/browser/review-grades.test.ts',
  'tests/browser/screen-reader.test.ts',
  'tests/browser/online-faults.test.ts',
  'tests/browser/tour-sizes.test.ts',
  'tests/browser/readability.test.ts',
  'tests/browser/monkey.test.ts',
];

const rank = (spec: TestSpecification): number => {
  const i = SLOW_FILES.findIndex((f) => spec.moduleId.endsWith(f));
  return i < 0 ? SLOW_FILES.length : i;
};

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // a stable sort: within the same rank Vitest's own order stays
    return sorted
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i)
      .map((x) => x.spec);
  }
}
