// The music's and the effects' volumes (src/audio/volume.ts): steps, defaults, an old music
// switch carried over, remembered in storage.
import { describe, expect, it } from 'vitest';
import { readVolume, stepVolume, VOLUME_STEPS, volumeGain, writeVolume, type VolumeStore } from '../../src/audio/volume';

function store(init: Record<string, string> = {}): VolumeStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(init));
  return { data, get: (k) => data.get(k) ?? null, set: (k, v) => void data.set(k, v) };
}

describe('volume settings', () => {
  it('start with the music off and the effects full, or the music on where it was switched on', () => {
    expect(readVolume(store(), 'music')).toBe(0);
    expect(readVolume(store(), 'effects')).toBe(100);
    expect(readVolume(store({ music: '1' }), 'music')).toBe(60);
    expect(readVolume(store({ music: '0' }), 'music')).toBe(0);
    // a level set wins over the old switch
    expect(readVolume(store({ music: '1', musicVolume: '20' }), 'music')).toBe(20);
  });

  it('are remembered separately, on a step, within 0..100', () => {
    const s = store();
    expect(writeVolume(s, 'music', 40)).toBe(40);
    expect(writeVolume(s, 'effects', 80)).toBe(80);
    expect(s.data.get('musicVolume')).toBe('40');
    expect(s.data.get('effectsVolume')).toBe('80');
    expect(readVolume(s, 'music')).toBe(40);
    expect(readVolume(s, 'effects')).toBe(80);
    expect(writeVolume(s, 'music', 250)).toBe(100);
    expect(writeVolume(s, 'music', 47)).toBe(40);
    // what cannot be read falls back to the default
    for (const bad of ['', 'loud', 'NaN']) expect(readVolume(store({ effectsVolume: bad }), 'effects')).toBe(100);
    expect(readVolume(store({ effectsVolume: '-5' }), 'effects')).toBe(0);
  });

  it('step up and down through every level and stop at the ends', () => {
    let v = 0;
    const up: number[] = [];
    for (let i = 0; i < VOLUME_STEPS.length + 2; i++) up.push((v = stepVolume(v, 1)));
    expect(up).toEqual([20, 40, 60, 80, 100, 100, 100, 100]);
    expect(stepVolume(0, -1)).toBe(0);
    expect(stepVolume(60, -1)).toBe(40);
  });

  it('turn a level into a gain that rises with every step', () => {
    const gains = VOLUME_STEPS.map(volumeGain);
    expect(gains[0]).toBe(0);
    expect(gains.at(-1)).toBe(1);
    for (let i = 1; i < gains.length; i++) expect(gains[i]!).toBeGreaterThan(gains[i - 1]!);
  });
});
