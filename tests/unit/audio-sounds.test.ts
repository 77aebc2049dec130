// The Howler wrapper's behaviour (mute, hidden, the music, the two volumes, persistence) with
// Howler mocked out and a stand-in AudioContext for the music.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const log: string[] = [];
vi.mock('howler', () => {
  class Howl {
    private on = false;
    constructor(readonly o: { loop?: boolean; volume?: number }) {
      log.push(o.loop ? 'new music' : 'new sound');
    }
    play() {
      this.on = true;
      log.push(this.o.loop ? 'music play' : 'play');
      return 1;
    }
    pause() {
      this.on = false;
      log.push('music pause');
      return this;
    }
    playing() {
      return this.on;
    }
    fade() {
      return this;
    }
    volume(v?: number) {
      if (v !== undefined) log.push(`volume ${v.toFixed(3)}`);
      return this.o.volume;
    }
  }
  // just enough of an AudioContext for the music's sink (src/audio/music/player.ts)
  const param = () => ({ value: 0, setTargetAtTime: (v: number) => log.push(`music gain ${v.toFixed(3)}`) });
  const node = () => ({ gain: param(), connect: (n: unknown) => n, disconnect: () => undefined });
  const ctx = {
    state: 'running',
    currentTime: 0,
    createGain: () => ({ ...node(), context: ctx }),
    createBuffer: (_c: number, n: number) => ({ getChannelData: () => new Float32Array(n) }),
    createBufferSource: () => ({ ...node(), buffer: null, onended: null, start: () => log.push('bar'), stop: () => undefined }),
  };
  const Howler = { mute: (m: boolean) => log.push(`mute ${m}`), ctx, masterGain: node(), autoSuspend: true };
  return { Howl, Howler };
});

beforeEach(() => {
  log.length = 0;
  vi.resetModules();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x' }));
});

async function fresh(stored: Record<string, string> = {}) {
  const { storage } = await import('../../src/storage/storage');
  for (const [k, v] of Object.entries(stored)) storage.set(k, v);
  const { audio } = await import('../../src/audio/sounds');
  audio.keepIn(storage);
  await audio.load();
  return { audio, storage };
}

describe('audio', () => {
  it('loads Howler only when a sound is first wanted, then plays it', async () => {
    const { storage } = await import('../../src/storage/storage');
    storage.set('muted', '0');
    const { audio } = await import('../../src/audio/sounds');
    audio.keepIn(storage);
    audio.setMuted(false);
    expect(log).toEqual([]);
    audio.play('move');
    await vi.waitFor(() => expect(log).toContain('play'));
  });

  it('plays, and stays silent while muted or hidden', async () => {
    const { audio } = await fresh({ muted: '0', music: '0' });
    audio.play('move');
    expect(log.filter((l) => l === 'play')).toHaveLength(1);
    audio.setMuted(true);
    audio.play('capture');
    audio.setMuted(false);
    audio.setHidden(true);
    audio.play('flip');
    expect(log.filter((l) => l === 'play')).toHaveLength(1);
    expect(log).toContain('mute true');
    audio.setHidden(false);
    expect(log.at(-1)).toBe('mute false');
    audio.play('flip');
    expect(log.filter((l) => l === 'play')).toHaveLength(2);
  });

  it('persists mute and the two volumes; an old music switch becomes a level', async () => {
    const { audio, storage } = await fresh({ muted: '1', music: '1' });
    expect(audio.muted).toBe(true);
    expect(audio.musicVolume).toBe(60);
    expect(audio.effectsVolume).toBe(100);
    audio.setMuted(false);
    audio.setMusicVolume(0);
    audio.setEffectsVolume(40);
    expect(storage.get('muted')).toBe('0');
    expect(storage.get('musicVolume')).toBe('0');
    expect(storage.get('effectsVolume')).toBe('40');
  });

  it('sets the effects at their level, and plays none at 0', async () => {
    const { audio } = await fresh({ muted: '0', effectsVolume: '100' });
    audio.play('move');
    expect(log.filter((l) => l === 'play')).toHaveLength(1);
    audio.setEffectsVolume(60);
    // the move's own 0.9, times 0.6 squared
    expect(log).toContain(`volume ${(0.9 * 0.36).toFixed(3)}`);
    audio.setEffectsVolume(0);
    audio.play('capture');
    expect(log.filter((l) => l === 'play')).toHaveLength(1);
  });

  it('plays the music at its level, and pauses it while hidden, muted or at 0', async () => {
    const { audio } = await fresh({ muted: '0', musicVolume: '0' });
    expect(audio.musicState.playing).toBe(false);
    audio.setMusicVolume(80);
    expect(audio.musicState.playing).toBe(true);
    // its first bar is rendered over a tick or two, then scheduled
    await vi.waitFor(() => expect(log).toContain('bar'), { timeout: 5000 });
    expect(log).toContain(`music gain ${(0.5 * 0.64).toFixed(3)}`);
    audio.setHidden(true);
    expect(audio.musicState.playing).toBe(false);
    audio.setHidden(false);
    expect(audio.musicState.playing).toBe(true);
    audio.setMuted(true);
    expect(audio.musicState.playing).toBe(false);
    audio.setMuted(false);
    audio.setMusicVolume(0);
    expect(audio.musicState.playing).toBe(false);
  });

  it('changes theme and mood when told', async () => {
    const { audio } = await fresh({ muted: '0', musicVolume: '60' });
    const { kitOf } = await import('../../src/games/registry');
    audio.setMusicStyle(kitOf('tiger').music);
    audio.setMusicMood({ tension: 1, calm: false });
    expect(audio.musicState.style).toBe('tiger');
    expect(audio.musicState.mood).toEqual({ tension: 1, calm: false });
    audio.setMuted(true);
  });

  it('drops the same sound repeated within a few milliseconds', async () => {
    const { audio } = await fresh({ muted: '0' });
    // A fixed clock: building a sound the first time may take longer than the gap itself.
    let now = 1000;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
    audio.play('flip');
    audio.play('flip');
    audio.play('move');
    expect(log.filter((l) => l === 'play')).toHaveLength(2);
    now += 60;
    audio.play('flip');
    expect(log.filter((l) => l === 'play')).toHaveLength(3);
    clock.mockRestore();
  });
});
