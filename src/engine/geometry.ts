// Board geometry shared by all five games: which points exist, their names, and which
// points are joined by a line in which direction. Games read neighbours from the flat
// `neighbor` table (fast in move generation); views read `links` to draw the lines.
//
// Coordinates: file 0.. from the left, rank 0.. from the TOP (docs/rules.md §0: `a1` is the
// top-left point). A "line" is a chain of links in one geometric direction.

/** The eight directions, clockwise from north. Rank grows downward, so north is -1. */
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, -1], // 0 N
  [1, -1], // 1 NE
  [1, 0], // 2 E
  [1, 1], // 3 SE
  [0, 1], // 4 S
  [-1, 1], // 5 SW
  [-1, 0], // 6 W
  [-1, -1], // 7 NW
];
export const DIR_COUNT = 8;
/** The direction pointing the other way. */
export const opposite = (dir: number): number => (dir + 4) & 7;
export const ORTHOGONAL_DIRS: readonly number[] = [0, 2, 4, 6];

export interface BoardPoint {
  /** Index in notation order (rank by rank from the top, left to right). */
  index: number;
  name: string;
  file: number;
  rank: number;
}

export interface Geometry {
  /** 'cells': pieces sit inside squares (Othello); 'points': pieces sit on line crossings. */
  readonly style: 'cells' | 'points';
  readonly files: number;
  readonly ranks: number;
  readonly points: readonly BoardPoint[];
  /** neighbor[point * 8 + dir]: the point joined to `point` in direction `dir`, or -1. */
  readonly neighbor: Int8Array;
  /** Every joined pair once (a < b), for drawing the board lines. */
  readonly links: readonly (readonly [number, number])[];
  /** Ranks as they appear in notation: the point indexes of each rank, for '/' separators. */
  readonly rankRows: readonly (readonly number[])[];
  /** Point index by name (`c3`), or -1. */
  indexOf(name: string): number;
}

export const pointName = (file: number, rank: number): string => String.fromCharCode(97 + file) + String(rank + 1);

/**
 * Builds a geometry from its points and a rule saying whether two points one step apart
 * (in direction `dir`) are joined by a line.
 */
export function buildGeometry(
  style: 'cells' | 'points',
  coords: readonly (readonly [number, number])[],
  joined: (a: BoardPoint, b: BoardPoint, dir: number) => boolean,
): Geometry {
  const sorted = [...coords].sort((p, q) => p[1] - q[1] || p[0] - q[0]);
  const points: BoardPoint[] = sorted.map(([file, rank], index) => ({
    index,
    name: pointName(file, rank),
    file,
    rank,
  }));
  const files = Math.max(...points.map((p) => p.file)) + 1;
  const ranks = Math.max(...points.map((p) => p.rank)) + 1;
  const at = new Map<string, BoardPoint>();
  for (const p of points) at.set(`${p.file},${p.rank}`, p);

  const neighbor = new Int8Array(points.length * DIR_COUNT).fill(-1);
  const links: [number, number][] = [];
  for (const p of points) {
    for (let dir = 0; dir < DIR_COUNT; dir++) {
      const [df, dr] = DIRECTIONS[dir];
      const q = at.get(`${p.file + df},${p.rank + dr}`);
      if (!q || !joined(p, q, dir)) continue;
      neighbor[p.index * DIR_COUNT + dir] = q.index;
      if (p.index < q.index) links.push([p.index, q.index]);
    }
  }
  // A link must be symmetric, or lines would be one-way.
  for (const [a, b] of links) {
    const ab = neighbor.subarray(a * DIR_COUNT, a * DIR_COUNT + DIR_COUNT).indexOf(b);
    if (neighbor[b * DIR_COUNT + opposite(ab)] !== a) {
      throw new Error(`geometry: link ${points[a].name}-${points[b].name} is one-way`);
    }
  }
  const rankRows: number[][] = [];
  for (const p of points) (rankRows[p.rank] ??= []).push(p.index);
  const byName = new Map(points.map((p) => [p.name, p.index]));
  return {
    style,
    files,
    ranks,
    points,
    neighbor,
    links,
    rankRows: rankRows.filter((r) => r !== undefined),
    indexOf: (name) => byName.get(name) ?? -1,
  };
}

function rectangle(files: number, ranks: number, rankOffset = 0): [number, number][] {
  const out: [number, number][] = [];
  for (let r = 0; r < ranks; r++) for (let f = 0; f < files; f++) out.push([f, r + rankOffset]);
  return out;
}

const isOrthogonal = (dir: number): boolean => (dir & 1) === 0;

/** A rectangle of squares or points; `diagonals` joins diagonal neighbours too (Othello). */
export function gridGeometry(files: number, ranks: number, style: 'cells' | 'points', diagonals: boolean): Geometry {
  return buildGeometry(style, rectangle(files, ranks), (_a, _b, dir) => diagonals || isOrthogonal(dir));
}

/**
 * The classic Alquerque pattern: orthogonal lines everywhere, diagonals only from points
 * whose file + rank (counted from the board's own first rank) is even.
 */
function alquerqueJoined(rankOffset: number) {
  return (a: BoardPoint, b: BoardPoint, dir: number): boolean => {
    if (isOrthogonal(dir)) return true;
    // Both ends of a diagonal share the parity of file + rank, so testing one is enough.
    return (a.file + a.rank - rankOffset) % 2 === 0 && b.rank >= rankOffset;
  };
}

export function alquerqueGeometry(): Geometry {
  return buildGeometry('points', rectangle(5, 5), alquerqueJoined(0));
}

/**
 * Pingluo tiger board (docs/rules.md §5): the Alquerque board on ranks 3–7 and a mountain
 * diamond above c3 (c1 peak, b2, c2, d2). The mountain's lines are listed explicitly,
 * because they are not a grid pattern (c1–b2 does not go on to a3).
 */
export const MOUNTAIN_LINKS: readonly (readonly [string, string])[] = [
  ['c3', 'b2'],
  ['c3', 'c2'],
  ['c3', 'd2'],
  ['b2', 'c2'],
  ['c2', 'd2'],
  ['b2', 'c1'],
  ['c2', 'c1'],
  ['d2', 'c1'],
];

export function tigerGeometry(): Geometry {
  const mountain: [number, number][] = [
    [2, 0],
    [1, 1],
    [2, 1],
    [3, 1],
  ];
  const onPlain = alquerqueJoined(2);
  const mountainPair = new Set(MOUNTAIN_LINKS.flatMap(([a, b]) => [`${a}-${b}`, `${b}-${a}`]));
  return buildGeometry('points', [...mountain, ...rectangle(5, 5, 2)], (a, b, dir) => {
    if (a.rank >= 2 && b.rank >= 2) return onPlain(a, b, dir);
    return mountainPair.has(`${a.name}-${b.name}`);
  });
}
