// The pages `cli bench --boot` loads: the game's production build (dist/) and a bare
// Phaser 4 page (one text, one button) built on the fly from the project's own `phaser`
// package with the same Vite plugin and the same renderer choice as the game. Both are
// served by one small static server on a loopback port, under /game/ and /bare/.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';

const BARE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>bare Phaser</title>
<style>html, body { margin: 0; height: 100%; overflow: hidden; background: #2b1d14; } #game { position: fixed; inset: 0; }</style>
</head><body><div id="game"></div><script type="module" src="./main.ts"></script></body></html>
`;

/** One text and one button; ready (window.__panda.ready) once the scene is created. */
function bareMain(): string {
  return `import { CANVAS, Game, Scale, Scene, WEBGL } from 'phaser';
class Bare extends Scene {
  create() {
    this.add.text(640, 300, 'Panda Board Games', { fontSize: '48px', color: '#fbf3e4' }).setOrigin(0.5);
    const button = this.add.rectangle(640, 420, 240, 64, 0xe0a030).setInteractive({ useHandCursor: true });
    this.add.text(640, 420, 'Play', { fontSize: '28px', color: '#2b1d14' }).setOrigin(0.5);
    button.on('pointerdown', () => button.setFillStyle(0xffffff));
    // as the game marks its first screen's first drawn frame (src/boot/first-screen.ts)
    this.game.events.once('postrender', () => performance.mark('first-screen'));
    window.__panda = { ready: true };
  }
}
// the renderer the game chose, passed by the bench (?renderer=)
const type = new URLSearchParams(location.search).get('renderer') === 'webgl' ? WEBGL : CANVAS;
new Game({ type, parent: 'game', transparent: true, banner: false,
  scale: { mode: Scale.FIT, autoCenter: Scale.CENTER_BOTH, width: 1280, height: 720 }, scene: [Bare] });
`;
}

/** Builds the bare Phaser page into a temporary folder; returns it (remove it when done). */
export async function buildBarePhaser(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'bare-phaser-'));
  writeFileSync(join(dir, 'index.html'), BARE_HTML);
  writeFileSync(join(dir, 'main.ts'), bareMain());
  const [{ build }, { phaserFromSource }] = await Promise.all([import('vite'), import('../../../vite.config')]);
  await build({
    root: dir,
    configFile: false,
    base: './',
    logLevel: 'silent',
    plugins: [phaserFromSource({ lean: false })],
    build: { outDir: join(dir, 'dist'), target: 'es2022', emptyOutDir: true },
  });
  return dir;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

/** Serves each folder of `mounts` under its prefix (e.g. { '/game/': 'dist' }), never cached. */
export async function serveStatic(mounts: Record<string, string>): Promise<StaticServer> {
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const prefix = Object.keys(mounts).find((p) => path.startsWith(p));
    if (!prefix) {
      res.writeHead(404).end();
      return;
    }
    const base = resolve(mounts[prefix]);
    let file = normalize(join(base, path.slice(prefix.length)));
    try {
      if (!file.startsWith(base)) throw new Error('outside');
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('static server has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
