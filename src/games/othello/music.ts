// Othello's music (src/audio/music/): D Dorian on bells over a plucked bass, a steady walk.
import type { MusicStyle } from '../../audio/music/style';

export const othelloMusic: MusicStyle = { name: 'othello', tonic: 62, mode: [0, 2, 3, 5, 7, 9, 10], lead: 'bell', bass: 'pluck', bpm: 92 };
