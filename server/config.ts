// The server's settings from the environment (docs/online.md lists them).
import type { TableTimes } from './table';

function seconds(name: string, fallback: number): number {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v >= 0 ? v : fallback;
}

/** The turn clock (60 s, as offline) and the held seat (2 minutes); tests shorten them. */
export function serverTimes(): TableTimes {
  return { turnSec: seconds('PANDA_TURN_SEC', 60), holdSec: seconds('PANDA_SEAT_HOLD_SEC', 120) };
}

export function serverPort(): number {
  const p = Number(process.env.PORT);
  return Number.isInteger(p) && p > 0 && p < 65536 ? p : 4173;
}
