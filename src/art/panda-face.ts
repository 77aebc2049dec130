// The panda portraits' faces (src/art/panda.ts draws the rest): the eyes, the black
// patches around them, the brows, the mouth and the cheeks, for each panda and mood.
import { C, circle, ellipse, f, path } from './svg';

export type PandaName = 'baby' | 'mama' | 'papa';
export type Mood = 'neutral' | 'thinking' | 'pleased' | 'dismayed';
/** A mood, or 'blink' (the neutral face with the eyes shut) for idle life. */
export type PandaFrame = Mood | 'blink';

export const BLACK = C.pandaBlack;
export const OUT = '#3a302b';

export interface Eye {
  x: number;
  y: number;
}
export const L: Eye = { x: 74, y: 97 };
export const R: Eye = { x: 126, y: 97 };

export function stroke(color: string, w: number): string {
  return `fill="none" stroke="${color}" stroke-width="${f(w)}" stroke-linecap="round" stroke-linejoin="round"`;
}

/** Polar point around an eye; angle in degrees, counter-clockwise from +x, y pointing up. */
function polar(e: Eye, r: number, deg: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  return [e.x + r * Math.cos(a), e.y - r * Math.sin(a)];
}

export function eyes(name: PandaName, frame: PandaFrame): string {
  const big = name === 'baby';
  const r = big ? 10 : name === 'mama' ? 8.5 : 7.5;
  let out = '';
  for (const e of [L, R]) {
    const side = e === L ? -1 : 1;
    if (frame === 'pleased') {
      out += path(`M${f(e.x - r)} ${f(e.y + 2)}q${f(r)} ${f(-r * 1.3)} ${f(2 * r)} 0`, stroke('#fffaf0', 3.2));
    } else if (frame === 'blink') {
      out += path(`M${f(e.x - r)} ${f(e.y + 1)}q${f(r)} ${f(r * 0.55)} ${f(2 * r)} 0`, stroke('#fffaf0', 3));
    } else {
      const look = frame === 'thinking' ? [2.6 * side + 1.5, -3.4] : frame === 'dismayed' ? [0, 0.6] : [0.4 * -side, 0.8];
      const pr = frame === 'dismayed' ? r * 0.48 : r * 0.64;
      out +=
        circle(e.x, e.y, r, 'fill="#fffaf0"') +
        circle(e.x + look[0] * (r / 8), e.y + look[1] * (r / 8), pr, `fill="${frame === 'dismayed' ? '#1a1412' : '#2a1e19'}"`) +
        circle(e.x + look[0] * (r / 8) - pr * 0.35, e.y + look[1] * (r / 8) - pr * 0.4, pr * 0.38, 'fill="#fff"') +
        (big ? circle(e.x + look[0] * (r / 8) + pr * 0.4, e.y + look[1] * (r / 8) + pr * 0.35, pr * 0.17, 'fill="#fff"') : '');
    }
    if (name === 'mama') {
      // three long lashes sweeping up and out past the patch
      const base = side < 0 ? [160, 135, 112] : [20, 45, 68];
      for (const d of base) {
        const [x1, y1] = polar(e, r * 0.95, d);
        const [x2, y2] = polar(e, r + 11, d + side * -8);
        out += path(`M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}`, stroke(BLACK, 2.6));
      }
    }
  }
  return out;
}

export function patches(name: PandaName): string {
  const [rx, ry] = name === 'mama' ? [14.5, 18.5] : name === 'baby' ? [17, 20] : [16, 21];
  return (
    ellipse(L.x - 3, L.y + 4, rx, ry, `fill="url(#blk)" transform="rotate(32 ${L.x - 3} ${L.y + 4})"`) +
    ellipse(R.x + 3, R.y + 4, rx, ry, `fill="url(#blk)" transform="rotate(-32 ${R.x + 3} ${R.y + 4})"`)
  );
}

export function brows(name: PandaName, frame: PandaFrame): string {
  const papa = name === 'papa';
  const col = papa ? '#9b948c' : BLACK;
  const w = papa ? 6.5 : 3;
  let l: string;
  let r: string;
  if (frame === 'dismayed') {
    l = 'M58 76Q68 70 82 67';
    r = 'M142 76Q132 70 118 67';
  } else if (frame === 'thinking') {
    l = 'M58 73Q69 71 82 74';
    r = 'M118 68Q130 60 143 66';
  } else if (frame === 'pleased') {
    l = 'M59 72Q70 64 82 70';
    r = 'M141 72Q130 64 118 70';
  } else {
    if (!papa) return '';
    l = 'M58 74Q70 67 83 72';
    r = 'M142 74Q130 67 117 72';
  }
  return papa
    ? path(l, stroke('#6e675f', w + 2.4)) +
        path(r, stroke('#6e675f', w + 2.4)) +
        path(l, stroke('#d9d3ca', w)) +
        path(r, stroke('#d9d3ca', w))
    : path(l, stroke(col, w)) + path(r, stroke(col, w));
}

export function mouth(name: PandaName, frame: PandaFrame): string {
  const lip = name === 'mama' ? '#c2364c' : OUT;
  const nose =
    path('M90 114Q100 109 110 114Q107 123 100 124Q93 123 90 114Z', `fill="${BLACK}"`) +
    ellipse(97, 114.5, 3.5, 1.6, 'fill="#fff" opacity="0.45"');
  let m: string;
  switch (frame) {
    case 'pleased':
      m =
        path('M100 124v4', stroke(OUT, 2.4)) +
        path(
          'M85 129Q100 127 115 129Q112 147 100 147Q88 147 85 129Z',
          `fill="#7d2b2f" stroke="${lip}" stroke-width="2.4" stroke-linejoin="round"`,
        ) +
        path('M92 141Q100 135 108 141Q104 146 100 146Q96 146 92 141Z', 'fill="#ef8290"');
      break;
    case 'dismayed':
      m = path('M100 124v5', stroke(OUT, 2.4)) + path('M87 141Q93 134 100 136Q107 134 113 141', stroke(lip, 2.8));
      break;
    case 'thinking':
      m = path('M100 124v5', stroke(OUT, 2.4)) + path('M93 135Q100 133 109 136', stroke(lip, 2.8));
      break;
    default:
      m = path('M100 124v5M100 129q-6 7-12 1M100 129q6 7 12 1', stroke(lip, 2.6));
  }
  return nose + m;
}

export function cheeks(name: PandaName, frame: PandaFrame): string {
  const a = frame === 'pleased' ? 0.75 : name === 'baby' ? 0.6 : name === 'mama' ? 0.5 : 0.3;
  return (
    ellipse(60, 122, 11, 6.5, `fill="${name === 'mama' ? '#f58fa0' : C.pink}" opacity="${a}"`) +
    ellipse(140, 122, 11, 6.5, `fill="${name === 'mama' ? '#f58fa0' : C.pink}" opacity="${a}"`)
  );
}
