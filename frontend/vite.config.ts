import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build-plugins/precompress.js';
import { serviceWorker } from './build-plugins/service-worker.js';

// The API serves the built app on the same origin; in `vite` dev mode these paths go to a running API.
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';
const proxiedPaths = ['/api', '/dev', '/health'];

export default defineConfig(({ isSsrBuild }) => ({
  // The server's renderer (`--ssr`, into dist-server) is read from disk by the API: no public files, nothing compressed.
  plugins: isSsrBuild ? [react()] : [react(), serviceWorker(), precompress()],
  resolve: {
    // Use domain's sources (not its build): its relative `.js` imports resolve to the `.ts` files.
    alias: { '@dating/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)) },
  },
  // The server's renderer carries its libraries inside it, built for production: React's development build renders
  // several times slower, and one copy of React serves every library that uses it.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3 still uses @import and global Sass functions; its deprecation warnings are not ours.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  build: {
    outDir: 'dist',
    copyPublicDir: !isSsrBuild,
    // One style sheet for the whole app, linked from the page: the server's markup of any screen is styled at its first
    // paint, before the screen's chunk loads (a sheet per chunk would arrive with its script).
    cssCodeSplit: false,
    emptyOutDir: true,
    // Production builds ship no source maps; SOURCE_MAPS=1 at build time adds them (e.g. for a staging site).
    sourcemap: process.env.SOURCE_MAPS === '1',
    // Domain's request schemas (zod) serve the API; calls to `z` have no side effects, so the
    // browser bundle drops the schemas it does not use, and zod with them.
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
  server: { proxy: Object.fromEntries(proxiedPaths.map((path) => [path, { target: apiOrigin, changeOrigin: false }])) },
}));
