// The tiger game's music (src/audio/music/): E Phrygian, plucked, a little wary.
import type { MusicStyle } from '../../audio/music/style';

export const tigerMusic: MusicStyle = {
  name: 'tiger',
  tonic: 64,
  mode: [0, 1, 3, 5, 7, 8, 10],
  lead: 'pluck',
  bass: 'horn',
  sparkle: 'bell',
  bpm: 76,
};
