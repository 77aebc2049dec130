// Cannon's music (src/audio/music/): the shang mode on C, a horn's melody over a plucked bass.
import type { MusicStyle } from '../../audio/music/style';

export const cannonMusic: MusicStyle = {
  name: 'cannon',
  tonic: 60,
  mode: [0, 2, 5, 7, 10],
  lead: 'horn',
  bass: 'pluck',
  sparkle: 'bell',
  bpm: 88,
};
