// Pairing's music (src/audio/music/): the yu mode (A minor pentatonic), plucked, with bells above.
import type { MusicStyle } from '../../audio/music/style';

export const pairingMusic: MusicStyle = {
  name: 'pairing',
  tonic: 69,
  mode: [0, 3, 5, 7, 10],
  lead: 'pluck',
  bass: 'pluck',
  sparkle: 'bell',
  bpm: 80,
};
