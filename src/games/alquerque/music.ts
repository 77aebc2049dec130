// Alquerque's music (src/audio/music/): F Mixolydian, plucked over a bell bass, brisk.
import type { MusicStyle } from '../../audio/music/style';

export const alquerqueMusic: MusicStyle = {
  name: 'alquerque',
  tonic: 65,
  mode: [0, 2, 4, 5, 7, 9, 10],
  lead: 'pluck',
  bass: 'bell',
  sparkle: 'pluck',
  bpm: 100,
};
