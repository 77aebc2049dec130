// The build's part in the start-up splash (src/boot/): writes the splash's markup into
// index.html (the game's emblem and the locales' strings, so they have one source), and
// serves or emits `splash.js`, the classic script that picks its language before the first
// paint. It is a file of this origin, not inline, so `script-src 'self'` holds.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

const LANG_SCRIPT = fileURLToPath(new URL('../src/boot/splash-lang.js', import.meta.url));
const MARKUP = fileURLToPath(new URL('../src/boot/splash-markup.ts', import.meta.url));

/** The markup from the game's own modules (art, locales), imported through Vite's module runner. */
async function markup(): Promise<string> {
  const { module } = await runnerImport<typeof import('../src/boot/splash-markup')>(MARKUP, { configFile: false, logLevel: 'warn' });
  return module.splashMarkup();
}

/** The script without its comment lines and indentation. */
function langScript(): string {
  return readFileSync(LANG_SCRIPT, 'utf8')
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
        if (req.url?.split('?')[0] !== '/splash.js') return next();
        res.setHeader('content-type', 'text/javascript');
        res.end(langScript());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'splash.js', source: langScript() });
    },
  };
}
