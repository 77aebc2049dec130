import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { splashPage } from './tools/vite-splash.ts';
import { phaserLeanEntry } from './tools/phaser-lean.ts';
import { withOnlineSources } from './tools/online-csp.ts';

const PHASER_ENTRY = fileURLToPath(new URL('./node_modules/phaser/src/phaser-no-physics.js', import.meta.url));
const PHASER_LEAN = '\0phaser-lean';

/**
 * Phaser from its sources instead of its prebuilt ESM bundle, without the physics engines
 * (Arcade, Matter) and without Phaser's own sound system (the game plays sound through
 * Howler). The prebuilt bundle carries all of them (~30 KB gzip of Matter alone), which
 * pushed the whole game past the portals' 450 KB gzip budget. Phaser's sources use webpack
 * feature flags (`typeof WEBGL_RENDERER` …); this plugin sets them the way Phaser's own
 * build does, and drops the `global.Phaser` assignment (there is no global Phaser here).
 * Phaser's device check makes a WebGL context as it loads, only to pick a renderer for
 * `type: AUTO`; the game names its renderer (src/ui/renderer.ts), so the check runs only if
 * asked (with WEBGL), and the ImageData check it carried is taken as true (every browser).
 * Text measures a font's ascent and descent on a fresh canvas for every new text and style
 * (dozens on the menu alone); the answer depends only on the font and the test string, so it
 * is measured once per font (docs/architecture.md "Start-up"). A rounded rectangle is cut into triangles
 * (earcut) whenever its shape changes, for WebGL's fill alone: that is done at WebGL's first
 * fill of it instead, so the Canvas renderer never pays it (nine buttons on the first frame).
 * A canvas texture copies its pixels out (getImageData) when it is made, for pixel reads the
 * game never does: that copy waits for the first `getPixel` (7.4 MB of copies once the art is
 * in, 0.45 MB of them before the menu is ready).
 * With `lean` (the game's build) 'phaser' is only the part of Phaser the game uses
 * (tools/phaser-lean.ts); without it, Phaser's own no-physics entry (the bare page that
 * `cli bench --boot` measures the game against).
 */
const MEASURE_ONCE = `var measured = new Map();
module.exports = function (textStyle) {
  var key = textStyle._font + '\\n' + textStyle.testString;
  var m = measured.get(key);
  if (!m) measured.set(key, (m = MeasureText(textStyle)));
  return { ascent: m.ascent, descent: m.descent, fontSize: m.fontSize };
};`;

/** The changes to Phaser's sources described above, each a line of one file and what replaces it. */
const PHASER_PATCHES: { file: RegExp; line: RegExp; by: string }[] = [
  { file: /[\\/]text[\\/]MeasureText\.js$/, line: /^module\.exports = MeasureText;$/m, by: MEASURE_ONCE },
  {
    file: /[\\/]shape[\\/]rectangle[\\/]Rectangle\.js$/,
    line: /^(\s*)this\.pathIndexes = Earcut\(path\);$/m,
    by: '$1this.pathIndexes = null;',
  },
  // WebGL's fill triangulates a rounded rectangle the first time it needs it
  {
    file: /[\\/]shape[\\/]FillPathWebGL\.js$/,
    line: /^var Utils = require\('\.\.\/\.\.\/renderer\/webgl\/Utils'\);$/m,
    by: "$&\nvar Earcut = require('../../geom/polygon/Earcut');",
  },
  {
    file: /[\\/]shape[\\/]FillPathWebGL\.js$/,
    line: /^(\s*)var pathIndexes = src\.pathIndexes;$/m,
    by: '$1var pathIndexes = src.pathIndexes || (src.pathIndexes = Earcut(path));',
  },
  {
    file: /[\\/]textures[\\/]CanvasTexture\.js$/,
    line: /^(\s*)this\.imageData = this\.context\.getImageData\(0, 0, width, height\);$/m,
    by: '$1this.imageData = null;',
  },
  {
    file: /[\\/]textures[\\/]CanvasTexture\.js$/,
    line: /^(\s*)var data = this\.data;$/m,
    by: '$1var data = this.data || this.update().data;',
  },
];

/** A change to one of Phaser's sources; a Phaser update that moved the line fails the build. */
function patched(code: string, line: RegExp, by: string, id: string): string {
  if (!line.test(code)) throw new Error(`phaser-from-source: ${line} not found in ${id}`);
  return code.replace(line, by);
}

export function phaserFromSource({ lean = true } = {}): Plugin {
  const on = ['CANVAS_RENDERER', 'WEBGL_RENDERER'];
  const off = ['FEATURE_SOUND', 'WEBGL_DEBUG', 'PLUGIN_CAMERA3D', 'PLUGIN_FBINSTANT'];
  const flags = new RegExp(`typeof (${[...on, ...off].join('|')})\\b`, 'g');
  return {
    name: 'phaser-from-source',
    enforce: 'pre',
    resolveId(source) {
      // The package's `exports` map hides src/, so point at the file itself.
      if (source !== 'phaser') return null;
      return lean ? PHASER_LEAN : PHASER_ENTRY;
    },
    load(id) {
      return id === PHASER_LEAN ? phaserLeanEntry() : null;
    },
    transform(code, id) {
      if (!/node_modules[\\/]phaser[\\/]src[\\/]/.test(id)) return null;
      for (const p of PHASER_PATCHES) if (p.file.test(id)) code = patched(code, p.line, p.by, id);
      return code
        .replace(flags, (_m, name: string) => (on.includes(name) ? 'true' : 'false'))
        .replace(/^global\.Phaser = Phaser;$/m, '')
        .replace(
          /^(\s*)Features\.webGL = testWebGL\(\);$/m,
          "$1isUint8 = true;\n$1var webGL;\n$1Object.defineProperty(Features, 'webGL', { enumerable: true, get: function () { return webGL === undefined ? (webGL = testWebGL()) : webGL; } });",
        );
    },
  };
}

/** The policy each portal build carries in its page. */
/**
 * Portal builds (`npm run build:crazygames`, `npm run build:poki`): the page's
 * Content-Security-Policy <meta> is replaced by the portal's, and the SDK script is
 * preloaded so that it downloads alongside the game's own (the adapter injects and runs it;
 * docs/portals.md "Publishing on a portal"). The default build's page is left exactly as it is.
 */
const PORTAL_CSP: Readonly<Record<string, string>> = {
  // The SDK is a script from sdk.crazygames.com; once running it opens its ad, account and
  // data frames and requests from CrazyGames' and its ad partners' hosts, which change over
  // time: a fixed list here would break ads. The page keeps the restrictions that cannot.
  crazygames: "object-src 'none'; base-uri 'self'; form-action 'none'",
  // Poki blocks every outside request of a game except its SDK's, on its own side; the SDK
  // (game-cdn.poki.com) then loads its ad stack itself.
  poki: "object-src 'none'; base-uri 'self'; form-action 'none'",
};

/** The SDK each portal build loads (the adapters' CRAZYGAMES_SDK_URL / POKI_SDK_URL; the browser tests compare them). */
const PORTAL_SDK: Readonly<Record<string, string>> = {
  crazygames: 'https://sdk.crazygames.com/crazygames-sdk-v3.js',
  poki: 'https://game-cdn.poki.com/scripts/v2/poki-sdk.js',
};

const META = /(<meta http-equiv="Content-Security-Policy" content=")[^"]*(")/;

function portalHtml(platform: string | undefined): Plugin {
  return {
    name: 'portal-html',
    transformIndexHtml(html) {
      const policy = platform ? PORTAL_CSP[platform] : undefined;
      // the online rooms' server of a build that is not served by it (tools/online-csp.ts)
      if (!policy) return withOnlineSources(html, process.env.VITE_ONLINE_URL);
      if (!META.test(html)) throw new Error('index.html has no Content-Security-Policy <meta> to replace');
      const preload = `<link rel="preload" as="script" href="${PORTAL_SDK[platform!]}" />`;
      return html.replace(META, `$1${policy}$2`).replace('</head>', `    ${preload}\n  </head>`);
    },
  };
}

// One static folder (dist/) with relative paths, so the game runs from any sub-path of any
// static host or portal iframe. Phaser gets its own chunk: it changes rarely and caches well.
export default defineConfig({
  base: './',
  // The inline splash (splashPage), and for portal builds (VITE_PLATFORM=crazygames|poki)
  // the portal's page policy (portalHtml above).
  plugins: [phaserFromSource(), splashPage(), portalHtml(process.env.VITE_PLATFORM)],
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 1600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'phaser', test: /node_modules[\\/]phaser/, priority: 2 }],
        },
      },
    },
  },
  worker: { format: 'es' },
  // Every file may be read from any origin: a page in an iframe sandboxed without
  // allow-same-origin has an opaque origin ("null"), and its module scripts, chunks, worker
  // and WebAssembly are fetched in CORS mode, so without this header none of them loaded and
  // the splash stayed for ever (README "Embedding"). The files are public anyway.
  preview: { port: 4173, headers: { 'Access-Control-Allow-Origin': '*' } },
  server: { port: 5173, headers: { 'Access-Control-Allow-Origin': '*' } },
});
