import { defineConfig } from 'vite';

// One static folder (dist/) with relative paths, so the game runs from any sub-path of any
// static host or portal iframe. Phaser gets its own chunk: it changes rarely and caches well.
export default defineConfig({
  base: './',
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
  preview: { port: 4173 },
  server: { port: 5173 },
});
