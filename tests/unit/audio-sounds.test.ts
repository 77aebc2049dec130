// The Howler wrapper's behaviour (mute, hidden, music, persistence) with Howler mocked out.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const log: string[] = [];
vi.mock('howler', () => {
  class Howl {
    private on = false;
    constructor(readonly o: { loop?: boolean }) {
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
  }
  const Howler = { mute: (m: boolean) => log.push(`mute ${m}`), ctx: null };
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

  it('persists mute and music', async () => {
    const { audio, storage } = await fresh({ muted: '1', music: '1' });
    expect(audio.muted).toBe(true);
    expect(audio.music).toBe(true);
    audio.setMuted(false);
    audio.setMusic(false);
    expect(storage.get('muted')).toBe('0');
    expect(storage.get('music')).toBe('0');
  });

  it('pauses the music while hidden or muted and resumes it after', async () => {
    const { audio } = await fresh({ muted: '0', music: '0' });
    audio.setMusic(true);
    expect(log).toContain('music play');
    audio.setHidden(true);
    expect(log.at(-1)).toBe('music pause');
    audio.setHidden(false);
    expect(log.at(-1)).toBe('music play');
    audio.setMuted(true);
    expect(log.at(-1)).toBe('music pause');
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
