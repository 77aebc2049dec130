// The game's art: every picture is an SVG string built by the pure functions in this folder
// (no files, no network). `allArtAssets()` lists them for the boot scene (see load.ts);
// `ART` maps what a view wants to draw to a texture key.
import { FRAME_H, FRAME_PORTRAIT_OFFSET, FRAME_W, LOGO, logo, portraitFrame } from './extras';
import { THUMB } from './thumbs';
import { friend, panda, PORTRAIT, type Mood, type PandaFrame, type PandaName } from './panda';
import { disc, discEdge, dog, ghost, PIECE, stone, tiger } from './pieces';
import { background, BG_H, BG_W, boardSurface, feltSurface, SURFACE } from './scenery';
import { EFFECT, EFFECT_NAMES, effect, ICON, ICON_NAMES, icon, type EffectName, type IconName } from './ui';

export type { Mood, PandaFrame, PandaName, IconName, EffectName };

export interface ArtAsset {
  key: string;
  svg: string;
  /** Design size in game pixels: display the texture at this size (setDisplaySize). */
  width: number;
  height: number;
}

export const PANDAS: readonly PandaName[] = ['baby', 'mama', 'papa'];
export const MOODS: readonly Mood[] = ['neutral', 'thinking', 'pleased', 'dismayed'];
const FRAMES: readonly PandaFrame[] = [...MOODS, 'blink'];

/**
 * Design sizes, for views that want to lay things out before the textures exist.
 * @public the art's documented sizes (src/art/README.md), kept though no view reads them yet
 */
export const ART_SIZE = {
  piece: PIECE,
  portrait: PORTRAIT,
  icon: ICON,
  effect: EFFECT,
  surface: SURFACE,
  background: { width: BG_W, height: BG_H },
  thumb: THUMB,
  logo: LOGO,
  frame: { width: FRAME_W, height: FRAME_H, portraitOffset: FRAME_PORTRAIT_OFFSET },
} as const;

/** The piece pictures there are; a game's kit says which its sides use. */
export type PieceLook = 'stone-dark' | 'stone-light' | 'disc-black' | 'disc-white' | 'tiger' | 'dog';

const pieceSvg: Record<PieceLook, () => string> = {
  'stone-dark': () => stone(true),
  'stone-light': () => stone(false),
  'disc-black': () => disc(true),
  'disc-white': () => disc(false),
  tiger,
  dog,
};

export const ART = {
  /** Texture key of a piece (96 x 96 design size; the piece fills ~80 px, a soft shadow below). */
  piece: (look: PieceLook): string => `piece-${look}`,
  /** The same piece at half opacity, for hover and placement previews. */
  pieceGhost: (look: PieceLook): string => `ghost-${look}`,
  /**
   * The disc pieces' turning frames between their two faces, from black to white:
   * [black squashed, edge-on, white squashed]. Reverse them for white to black.
   */
  discTurn: ['disc-flip-black', 'disc-flip-edge', 'disc-flip-white'] as readonly string[],
  /** Portrait key (200 x 200); 'blink' is the neutral face with closed eyes, for idle life. */
  panda: (name: PandaName, mood: PandaFrame): string => `panda-${name}-${mood}`,
  /** The friend on this device (200 x 200): a red panda in a bamboo-green scarf. */
  friend: 'friend',
  /** 512 x 512 wood grain, meant to be stretched under the board lines. */
  boardSurface: 'board-surface',
  /** Extra, 512 x 512: green baize for the Othello board, stretched like boardSurface. */
  feltSurface: 'board-felt',
  /** 1280 x 720 warm bamboo backdrop. */
  background: 'background',
  /** 64 x 64 dark-ink glyph on transparent. */
  icon: (name: IconName): string => `icon-${name}`,
  /** 32 x 32 particle. 'confetti' is near-white paper: give the emitter a tint. */
  effect: (name: EffectName): string => `fx-${name}`,
  /** Extra, 160 x 160: a little wooden board of the game in its opening position, for menus. */
  gameThumb: (game: string): string => `thumb-${game}`,
  /**
   * Extra, 240 x 260: a wooden arch window with a sill. Draw it, then a 200 x 200 portrait at
   * the frame's centre + ART_SIZE.frame.portraitOffset: the panda stands on the sill.
   */
  portraitFrame: 'portrait-frame',
  /** Extra, 240 x 240: the club's emblem (BABY beaming in a bamboo ring, two stones). */
  logo: 'logo',
};

let cache: ArtAsset[] | null = null;
let gameArt: readonly { id: string; thumb(): string }[] = [];

/** Each game's own pictures (its menu thumbnail); the games' registry registers them. */
export function registerGameArt(games: readonly { id: string; thumb(): string }[]): void {
  gameArt = games;
  cache = null;
}

/** Every picture of the game, the registered games' own included. */
export function allArtAssets(): ArtAsset[] {
  if (cache) return cache;
  const list: ArtAsset[] = [];
  // Each SVG is written on first read: the boot needs only the menu's pictures.
  const add = (key: string, draw: () => string, width: number, height = width) => {
    let svg: string | null = null;
    list.push({
      key,
      width,
      height,
      get svg() {
        return (svg ??= draw());
      },
    });
  };
  for (const k of Object.keys(pieceSvg) as PieceLook[]) {
    add(`piece-${k}`, pieceSvg[k], PIECE);
    add(`ghost-${k}`, () => ghost(pieceSvg[k]()), PIECE);
  }
  add('disc-flip-black', () => disc(true, 0.45), PIECE);
  add('disc-flip-edge', () => discEdge(), PIECE);
  add('disc-flip-white', () => disc(false, 0.45), PIECE);
  for (const p of PANDAS) for (const m of FRAMES) add(ART.panda(p, m), () => panda(p, m), PORTRAIT);
  add(ART.friend, () => friend(), PORTRAIT);
  add(ART.boardSurface, () => boardSurface(), SURFACE);
  add(ART.feltSurface, () => feltSurface(), SURFACE);
  add(ART.background, () => background(), BG_W, BG_H);
  for (const n of ICON_NAMES) add(ART.icon(n), () => icon(n), ICON);
  for (const n of EFFECT_NAMES) add(ART.effect(n), () => effect(n), EFFECT);
  for (const game of gameArt) add(ART.gameThumb(game.id), () => game.thumb(), THUMB);
  add(ART.portraitFrame, () => portraitFrame(), FRAME_W, FRAME_H);
  add(ART.logo, () => logo(), LOGO);
  cache = list;
  return list;
}
