// The build's part in the start-up splash (src/boot/): writes the splash's markup into
// index.html (the game's emblem and the locales' strings, so they have one source), and
// serves or emits a small classic script, `early.js`, which runs before the game's module
// (the splash's language, the font's warm-up). It is a file of this origin, not inline, so
// `script-src 'self'` holds.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

/** Served and emitted under their own names, without comment lines and indentation. */
const SCRIPTS: Record<string, string> = {
  'early.js': fileURLToPath(new URL('../src/boot/early.js', import.meta.url)),
};
const MARKUP = fileURLToPath(new URL('../src/boot/splash-markup.ts', import.meta.url));

/** The markup from the game's own modules (art, locales), imported through Vite's module runner. */
async function markup(): Promise<string> {
  const { module } = await runnerImport<typeof import('../src/boot/splash-markup')>(MARKUP, { configFile: false, logLevel: 'warn' });
  return module.splashMarkup();
}

function script(name: string): string {
  return readFileSync(SCRIPTS[name], 'utf8')
    .split('\n')
    .filter((l) => !l.trim().startsWith('//'))
    .map((l) => l.trim())
    .join('\n');
}

export function splashPage(): Plugin {
  return {
    name: 'splash-page',
    transformIndexHtml: {
      order: 'pre',
      handler: async (html) => html.replace('<div id="splash"></div>', await markup()),
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.split('?')[0].slice(1) ?? '';
        if (!(name in SCRIPTS)) return next();
        res.setHeader('content-type', 'text/javascript');
        res.end(script(name));
      });
    },
    generateBundle() {
      for (const name of Object.keys(SCRIPTS)) this.emitFile({ type: 'asset', fileName: name, source: script(name) });
    },
  };
}
