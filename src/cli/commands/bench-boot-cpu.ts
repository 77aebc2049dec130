// The main thread's CPU time from navigation until ready, read from a Chromium trace of one
// load (`cli bench --boot`). Wall-clock times swing with the machine's load (a shared
// 2-core machine: the page's threads wait for a core more than they run); the thread time
// of the page's main thread counts only the work it did, so it compares builds even on a
// busy machine. Also the time the main thread spent compiling functions lazily (V8
// compiles a function on its first call; docs/benchmarks.md, "Start-up", says what an
// eager-compile hint did to it).
import type { Browser, Page } from 'playwright-core';

export interface MainThreadCpu {
  /** Thread time of every task of the page's main thread until ready (ms). */
  cpuMs: number;
  /** Of that, lazy compilation (ms). */
  compileMs: number;
}

const CATEGORIES = ['toplevel', 'blink.user_timing', 'devtools.timeline', 'disabled-by-default-v8.compile'];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string } };
}

/** Runs `load` (it navigates `page` and resolves with performance.now() at ready) under a trace; null when the trace does not show the page. */
export async function tracedLoad(browser: Browser, page: Page, path: string, load: () => Promise<number>): Promise<MainThreadCpu | null> {
  await browser.startTracing(page, { categories: CATEGORIES });
  let readyAt = NaN;
  let trace: Buffer;
  try {
    readyAt = await load();
  } finally {
    trace = await browser.stopTracing();
  }
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  // the page's own navigation (an SVG decoded as an image navigates too, without a URL)
  const nav = events.find((e) => e.name === 'navigationStart' && (e.args?.data?.documentLoaderURL ?? '').includes(path));
  if (!nav) return null;
  const end = nav.ts + readyAt * 1000;
  const onMain = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X' && e.ts >= nav.ts && e.ts <= end);
  const sum = (names: string[]) => onMain.filter((e) => names.includes(e.name)).reduce((n, e) => n + (e.tdur ?? e.dur ?? 0), 0) / 1000;
  return { cpuMs: sum(['ThreadControllerImpl::RunTask']), compileMs: sum(['V8.CompileCode', 'V8.CompileLazy']) };
}
