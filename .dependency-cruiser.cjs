// Who may import whom (docs/architecture.md, "Layers"; /work/shared/DESIGN.md "Layers").
// `npm run lint:deps` checks it, and `npm test` runs that. Imports run one way, from the top
// of the ladder down:
//
//   app wiring   src/main.ts, src/test-hook.ts
//   platform     src/platform/   the host's wiring: the portal layer, saves, visibility
//   access       src/access/     the document mirror for screen readers: buttons, the board grid, the live log
//   scenes       src/scenes/
//   boot         src/boot/       the first screen's hand-over, the splash, the later scenes
//   views        src/views/      the board view, the side panel, the board's input, the tour
//   dialogs      src/dialogs/    the dialogs that know the match: rules, moves, settings, share,
//                                the resume offer, the review header, link notices
//   ui           src/ui/         the widget toolkit: widgets, modal, focus and keys, layout,
//                                render on demand. It knows no game and no match (rule ui-toolkit)
//   online       src/online/     the connection to the online rooms, their protocol, this tab's online game
//   settings     src/settings.ts the player's settings and the URL parameters
//   host         src/storage/ (storage that never throws) and src/portal/ (the portals' SDK
//                adapters and the store a portal build needs before the game reads a
//                setting): below the settings, above the pure records they may merge
//   progress     src/progress/   the player's records: pure data, a store, the session hook
//   match        src/match/      the live match
//   games        src/games/      every game's kit and brain
//   leaves       src/art/, src/audio/, src/i18n/: anything above may use them
//   puzzles      src/puzzles/
//   ai           src/ai/
//   engine       src/engine/
//
// A layer may import its own folder and any layer below it, never one above. `src/cli` is a
// Node program over the layers up to the match (no screens, no host). Type-only imports count
// too: a type names the layer it lives in.

/** Lowest first. Each entry: a name and the path pattern of its modules. */
const HOST = '^src/(storage|portal)/';
const LADDER = [
  ['engine', '^src/engine/'],
  ['ai', '^src/ai/'],
  ['puzzles', '^src/puzzles/'],
  ['leaves', '^src/(art|audio|i18n)/'],
  ['games', '^src/games/'],
  ['match', '^src/match/'],
  ['progress', '^src/progress/'],
  ['host', HOST],
  ['settings', '^src/settings[.]ts$'],
  ['online', '^src/online/'],
  ['ui', '^src/ui/'],
  ['dialogs', '^src/dialogs/'],
  ['views', '^src/views/'],
  ['boot', '^src/boot/'],
  ['scenes', '^src/scenes/'],
  ['access', '^src/access/'],
  ['platform', '^src/platform/'],
  ['wiring', '^src/(main|test-hook)[.]ts$'],
];

/** Libraries that need a page (a canvas, Web Audio, the DOM). */
const PAGE_LIBRARIES = '^node_modules/(phaser|howler|i18next)/';

const ladderRules = LADDER.slice(0, -1).map(([name, path], i) => ({
  name: `layer-${name}`,
  comment:
    `${name} sits below ${LADDER.slice(i + 1)
      .map(([above]) => above)
      .join(', ')}: ` + 'it may not import them (docs/architecture.md, "Layers"). Move the shared piece down.',
  severity: 'error',
  from: { path },
  to: { path: LADDER.slice(i + 1).map(([, above]) => above) },
}));

module.exports = {
  forbidden: [
    ...ladderRules,
    {
      name: 'ui-toolkit',
      comment:
        'src/ui is the widget toolkit: it knows no game, no match, no records and no online play. ' +
        'A dialog that needs them belongs in src/dialogs (docs/architecture.md, "Layers").',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/(match|games|progress|online|puzzles|ai)/' },
    },
    {
      name: 'pure-no-page',
      comment:
        'The engine, the AI and the puzzle machinery run in a worker and in Node (the CLI, Vitest): ' +
        'no Phaser, no Howler, no i18next, no page.',
      severity: 'error',
      from: { path: '^src/(engine|ai|puzzles)/' },
      to: { path: PAGE_LIBRARIES },
    },
    {
      name: 'cli-no-screens',
      comment: 'src/cli is a Node program over engine, ai, puzzles, games and match: no screens, no host.',
      severity: 'error',
      from: { path: '^src/cli/' },
      to: {
        path: ['^src/(ui|dialogs|views|progress|boot|scenes|platform|storage|settings[.]ts|main[.]ts|test-hook[.]ts)', PAGE_LIBRARIES],
      },
    },
    {
      name: 'server-rules-only',
      comment:
        'server/ (the online rooms, Node) uses the rules: the engine, the games, the AI and the online protocol; ' +
        'no screens, no storage, no page.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: ['^src/', PAGE_LIBRARIES], pathNot: '^src/(engine|games|ai)/|^src/online/protocol[.]ts$' },
    },
    {
      name: 'nothing-imports-cli',
      comment: 'src/cli is a program of its own: the game never imports it.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/cli/' },
      to: { path: '^src/cli/' },
    },
    {
      name: 'no-lab',
      comment:
        'lab/ may import src/; src/, tests/ and the build never import lab/. The one way in is the ' +
        "command line's dynamic import of the sparring engine (src/cli/duel/players.ts).",
      severity: 'error',
      from: {
        path: '^(src|tests|tools)/|^vite[.]config[.]ts$|^vitest[.]config[.]ts$',
        pathNot: '^src/cli/duel/players[.]ts$',
      },
      to: { path: '^lab/' },
    },
    {
      name: 'lab-only-dynamic-from-cli',
      comment: 'The sparring engine is reached only by a dynamic import from src/cli/duel/players.ts.',
      severity: 'error',
      from: { path: '^src/cli/duel/players[.]ts$' },
      to: { path: '^lab/', dependencyTypesNot: ['dynamic-import', 'type-import'] },
    },
    {
      name: 'no-circular',
      comment: 'No import circles: a module and what it imports can be understood bottom-up.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules', '^lab/'] },
    exclude: { path: '^(dist|dist-[a-z]+|test-output)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
