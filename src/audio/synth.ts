// Every sound of the game, synthesised from code: pure TypeScript, no DOM, no audio files.
// `synth(name)` gives mono PCM at 22050 Hz in [-1, 1] (the music is src/audio/music/);
// `encodeWav` wraps PCM as 16-bit WAV bytes for Howler.

import { bell, buf, fadeEdges, horn, knock, mtof, noise, normalize, pluck, RATE, strike, TAU, wood } from './instruments';

export { RATE };

export type SoundName =
  'select' | 'move' | 'capture' | 'flip' | 'place' | 'illegal' | 'your-turn' | 'clock-warning' | 'win' | 'lose' | 'draw' | 'click';
export const SOUND_NAMES: readonly SoundName[] = [
  'select',
  'move',
  'capture',
  'flip',
  'place',
  'illegal',
  'your-turn',
  'clock-warning',
  'win',
  'lose',
  'draw',
  'click',
];

const makers: Record<SoundName, () => Float32Array> = {
  click: () => {
    const b = buf(0.05);
    strike(
      b,
      0,
      1800,
      [
        [1, 1, 0.008],
        [2.3, 0.3, 0.004],
      ],
      1,
      0.0005,
    );
    return normalize(b, 0.6);
  },
  select: () => {
    const b = buf(0.16);
    // a soft rising blip
    for (let i = 0; i < b.length; i++) {
      const t = i / RATE;
      const fr = 620 + 500 * Math.min(1, t / 0.06);
      b[i] = Math.sin(TAU * fr * t) * Math.exp(-t / 0.04) * Math.min(1, t / 0.004);
    }
    wood(0, 900, b, 0.3, 3);
    return normalize(b, 0.5);
  },
  move: () => {
    const b = buf(0.22);
    wood(0, 430, b, 1, 5);
    return normalize(b, 0.75);
  },
  place: () => {
    const b = buf(0.26);
    // stone set down on wood: lower body, a brighter click on top
    wood(0, 300, b, 1, 7);
    strike(b, 0.004, 1650, [[1, 0.35, 0.01]], 1, 0.0005);
    return normalize(b, 0.8);
  },
  flip: () => {
    const b = buf(0.2);
    wood(0, 1150, b, 0.8, 9);
    wood(0.065, 1400, b, 0.7, 10);
    return normalize(b, 0.6);
  },
  capture: () => {
    const b = buf(0.45);
    // a pop: a sine dropping in pitch
    let ph = 0;
    for (let i = 0; i < Math.round(0.09 * RATE); i++) {
      const t = i / RATE;
      ph += (TAU * (680 * Math.exp(-t / 0.03) + 140)) / RATE;
      b[i] += Math.sin(ph) * Math.exp(-t / 0.035) * Math.min(1, t / 0.002);
    }
    // then a crackle of tiny clicks thinning out
    const rnd = noise(21);
    for (let k = 0; k < 26; k++) {
      const at = 0.03 + Math.pow((rnd() + 1) / 2, 1.8) * 0.36;
      strike(b, at, 2200 + 1800 * rnd(), [[1, 1, 0.003]], 0.35 * Math.exp(-at / 0.2), 0.0003);
    }
    return normalize(b, 0.75);
  },
  illegal: () => {
    const b = buf(0.3);
    // two low, soft buzzes
    for (const at of [0, 0.13]) {
      const start = Math.round(at * RATE);
      const n = Math.round(0.12 * RATE);
      for (let i = 0; i < n; i++) {
        const t = i / RATE;
        const env = Math.min(1, t / 0.01) * Math.min(1, (0.12 - t) / 0.03);
        const ph = TAU * 130 * t;
        b[start + i] += env * (Math.sin(ph) + 0.33 * Math.sin(3 * ph) + 0.18 * Math.sin(5 * ph) + 0.08 * Math.sin(7 * ph));
      }
    }
    return normalize(b, 0.34);
  },
  'your-turn': () => {
    const b = buf(1.4);
    bell(b, 0, mtof(81), 0.8, 0.9); // A5
    bell(b, 0.12, mtof(88), 1, 1.0); // E6
    return normalize(fadeEdges(b), 0.55);
  },
  'clock-warning': () => {
    const b = buf(0.5);
    // tick ... tock
    strike(
      b,
      0,
      2400,
      [
        [1, 1, 0.006],
        [1.5, 0.4, 0.004],
      ],
      1,
      0.0003,
    );
    knock(b, 0, 0.01, 5000, 0.5, 31);
    strike(
      b,
      0.25,
      1900,
      [
        [1, 1, 0.006],
        [1.5, 0.4, 0.004],
      ],
      0.85,
      0.0003,
    );
    knock(b, 0.25, 0.01, 4000, 0.45, 32);
    return normalize(b, 0.8);
  },
  win: () => {
    const b = buf(1.7);
    // C E G C' rising, then a held major chord with a bell on top
    const notes = [72, 76, 79];
    notes.forEach((m, i) => horn(b, i * 0.11, mtof(m), 0.16, 0.9));
    for (const m of [72, 76, 79, 84]) horn(b, 0.36, mtof(m), 1.05, 0.35);
    bell(b, 0.36, mtof(96), 0.35, 1.2);
    return normalize(fadeEdges(b, 0.002, 0.05), 0.7);
  },
  lose: () => {
    const b = buf(1.6);
    // a gentle fall: G F# F ... E held, soft and a little sad
    const seq: [number, number, number][] = [
      [67, 0, 0.3],
      [66, 0.32, 0.3],
      [65, 0.64, 0.3],
      [64, 0.96, 0.6],
    ];
    for (const [m, at, d] of seq) horn(b, at, mtof(m - 12), d, 0.5);
    return normalize(fadeEdges(b, 0.002, 0.05), 0.45);
  },
  draw: () => {
    const b = buf(1.1);
    // two plucks a fourth apart, and both together: settled, neither happy nor sad
    pluck(b, 0, mtof(67), 0.7, 0.9);
    pluck(b, 0.2, mtof(72), 0.7, 0.9);
    pluck(b, 0.42, mtof(67), 0.45, 1);
    pluck(b, 0.42, mtof(72), 0.45, 1);
    return normalize(fadeEdges(b, 0.002, 0.05), 0.55);
  },
};

export function synth(name: SoundName): Float32Array {
  // every sound fades in over 1 ms and out over 10 ms: no clicks at the edges
  return fadeEdges(makers[name](), 0.001, 0.01);
}

/** 16-bit PCM mono WAV. */
export function encodeWav(pcm: Float32Array, rate = RATE): Uint8Array {
  const bytes = new Uint8Array(44 + pcm.length * 2);
  const v = new DataView(bytes.buffer);
  const str = (o: number, s: string) => {
    for (let i = 0; i < s.length; i++) v.setUint8(o + i, s.charCodeAt(i));
  };
  str(0, 'RIFF');
  v.setUint32(4, 36 + pcm.length * 2, true);
  str(8, 'WAVE');
  str(12, 'fmt ');
  v.setUint32(16, 16, true); // fmt chunk size
  v.setUint16(20, 1, true); // PCM
  v.setUint16(22, 1, true); // mono
  v.setUint32(24, rate, true);
  v.setUint32(28, rate * 2, true); // byte rate
  v.setUint16(32, 2, true); // block align
  v.setUint16(34, 16, true); // bits per sample
  str(36, 'data');
  v.setUint32(40, pcm.length * 2, true);
  for (let i = 0; i < pcm.length; i++) {
    const s = Math.max(-1, Math.min(1, pcm[i]!));
    v.setInt16(44 + i * 2, Math.round(s < 0 ? s * 0x8000 : s * 0x7fff), true);
  }
  return bytes;
}
