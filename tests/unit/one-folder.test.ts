// A game is one folder: outside src/games/<id>/, no source file names a game id, in a string
// or in a name, except the shared places docs/architecture.md "How to add a game" lists (the
// same list as SHARED_PLACES here). Comments may talk about the games; code asks the kit.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/games/registry';

const root = join(__dirname, '../..');

/** The files that still name games, each with why (docs/architecture.md, "How to add a game"). */
const SHARED_PLACES: Readonly<Record<string, string>> = {
  'src/games/registry.ts': 'the table of kits: one line per game',
  'src/games/brains.ts': 'the table of brains: one line per game',
  'src/engine/geometry.ts': 'the Alquerque and tiger boards, built from the shared line pattern',
  'src/art/index.ts': 'the piece pictures (a tiger, a dog) a kit may choose',
  'src/art/pieces.ts': 'the piece pictures (a tiger, a dog) a kit may choose',
  'src/art/thumbs.ts': "the drawing helpers of the menu cards (a kit's look.thumb draws its card with them)",
  'src/ui/theme.ts': "othelloGreen, the felt of a squares board (to be renamed after today's theme work)",
  'src/views/board-surface.ts': 'reads othelloGreen for a squares board',
  'src/cli/commands/bench.ts': 'the frame benchmark plays one named game',
  'src/cli/commands/bench-frames.ts': 'the frame benchmark plays one named game',
  'src/cli/commands/bench-boot.ts': 'the start-up benchmark opens one named game',
  'src/cli/main.ts': "the command line loads Othello's WebAssembly solver from disk",
  'src/cli/othello-solver.ts': "the command line loads Othello's WebAssembly solver from disk",
  'src/cli/duel/old-build.ts': 'paths of an old build’s Othello files',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.(ts|js)$/.test(e.name) ? [path] : [];
  });
}

const gameWord = new RegExp(`(${GAME_IDS.join('|')})`, 'i');

/** Nodes whose text is code's own naming: identifiers, strings and the fixed parts of templates. */
const NAMING = new Set([
  ts.SyntaxKind.Identifier,
  ts.SyntaxKind.PrivateIdentifier,
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
]);

/** The game ids a file's code names: in its strings and in its identifiers, comments aside. */
function gamesNamedIn(text: string): string[] {
  const file = ts.createSourceFile('file.ts', text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (NAMING.has(node.kind)) {
      const named = ts.isIdentifier(node) || ts.isPrivateIdentifier(node) ? node.text : (node as ts.LiteralLikeNode).text;
      const match = gameWord.exec(named);
      if (match) found.push(`${match[1].toLowerCase()} (line ${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1})`);
    }
    node.forEachChild(visit);
  };
  visit(file);
  return found;
}

describe('a game is one folder', () => {
  const ownFolder = new RegExp(`^src/games/(${GAME_IDS.join('|')})/`);
  const files = sourceFiles(join(root, 'src')).map((f) => relative(root, f).split('\\').join('/'));

  it('no shared file names a game, but the listed shared places', () => {
    const offenders = files
      .filter((f) => !ownFolder.test(f) && !(f in SHARED_PLACES))
      .flatMap((f) => gamesNamedIn(readFileSync(join(root, f), 'utf8')).map((where) => `${f}: ${where}`));
    expect(offenders).toEqual([]);
  });

  it('each listed shared place still names a game (a place that no longer does leaves the list)', () => {
    for (const f of Object.keys(SHARED_PLACES)) expect(gamesNamedIn(readFileSync(join(root, f), 'utf8')), f).not.toEqual([]);
  });

  it('finds a game id written into a scene, in a string or a name, and not in a comment', () => {
    expect(gamesNamedIn("const first: GameId = 'othello';")).toEqual(['othello (line 1)']);
    expect(gamesNamedIn('// Othello is played on squares\nconst x = COLORS.tigerStripe;')).toEqual(['tiger (line 2)']);
    expect(gamesNamedIn('go(`menu.game.${id}`); /* cannon */')).toEqual([]);
  });
});
