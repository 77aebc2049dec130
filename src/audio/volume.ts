// The two volumes the player sets in Match settings, music and effects: a level in steps of
// 20 from 0 (off) to 100, remembered under `musicVolume` and `effectsVolume`. Pure: the
// store is handed in (the game's safe storage in the page, a map in the tests).

export const VOLUME_STEPS: readonly number[] = [0, 20, 40, 60, 80, 100];
export type VolumeKind = 'music' | 'effects';

/** Where the levels are kept: any get/set store of strings. */
export interface VolumeStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

const KEY: Record<VolumeKind, string> = { music: 'musicVolume', effects: 'effectsVolume' };

/** Before the levels: music was a switch (`music` = 1), off by default; effects were full. */
const DEFAULT: Record<VolumeKind, number> = { music: 0, effects: 100 };
const MUSIC_SWITCHED_ON = 60;

function snap(level: number): number {
  return VOLUME_STEPS.reduce((a, b) => (Math.abs(b - level) < Math.abs(a - level) ? b : a));
}

/** The level stored for `kind`, or its default (a stored music switch is honoured). */
export function readVolume(store: VolumeStore, kind: VolumeKind): number {
  const raw = store.get(KEY[kind]);
  const n = raw === null || raw.trim() === '' ? NaN : Number(raw);
  if (Number.isFinite(n)) return snap(Math.max(0, Math.min(100, n)));
  if (kind === 'music' && store.get('music') === '1') return MUSIC_SWITCHED_ON;
  return DEFAULT[kind];
}

export function writeVolume(store: VolumeStore, kind: VolumeKind, level: number): number {
  const v = snap(Math.max(0, Math.min(100, level)));
  store.set(KEY[kind], String(v));
  return v;
}

/** One step up (+1) or down (-1), within 0..100. */
export function stepVolume(level: number, direction: 1 | -1): number {
  const i = VOLUME_STEPS.indexOf(snap(level));
  return VOLUME_STEPS[Math.max(0, Math.min(VOLUME_STEPS.length - 1, i + direction))]!;
}

/** The gain for a level: a square law, so each step sounds about as much louder as the last. */
export function volumeGain(level: number): number {
  return (level / 100) ** 2;
}
