import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import type { Plugin } from 'vite';

/**
 * After the browser build: render every public page to HTML (src/server/prerender/run.ts, in its own process: it
 * boots the API on a throwaway database to answer the pages' queries), then compress. The SSR build the prerender
 * makes runs this config again; it skips both steps.
 */
function prerenderAndCompress(): Plugin {
  let ssr = false;
  let outDir = '';
  return {
    name: 'sitewarden-prerender',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (ssr) return;
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/prerender/run.ts'], {
        cwd: fileURLToPath(new URL('.', import.meta.url)),
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production', PRERENDER_WEB_DIR: outDir },
        // A page that never finishes rendering fails the build instead of holding it.
        timeout: 300_000,
      });
      if (result.status !== 0) throw new Error('Prerendering the public pages failed (see above).');
      precompress(outDir);
    },
  };
}

/** Writes .br and .gz next to every text asset so the server sends them compressed without spending CPU. */
function precompress(outDir: string): void {
  const compressible = /\.(js|css|html|svg|json|txt|xml|map)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  // Prerendered pages are not served from disk as they are (the server puts PUBLIC_URL in and compresses them).
  const prerendered = path.join(outDir, 'pages');
  for (const file of walk(outDir)) {
    if (!compressible.test(file) || statSync(file).size < 1024 || file.startsWith(prerendered)) continue;
    const data = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  }
}

const root = fileURLToPath(new URL('./src/web', import.meta.url));

export default defineConfig({
  root,
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react(), tailwindcss(), prerenderAndCompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: false,
    rollupOptions: {
      // Three entries: the app (index.html), the islands entry of prerendered public pages (decision 046), which the
      // prerender finds by its name (ISLANDS_ENTRY_PREFIX) and puts in those pages instead of the app's, and the
      // status pages' auto-refresh script, which the server finds by its name (decision 052).
      input: {
        index: path.join(root, 'index.html'),
        'site-entry': path.join(root, 'site/site-entry.ts'),
        'status-refresh': path.join(root, 'status-page/status-refresh.ts'),
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/auth/google': 'http://127.0.0.1:3000',
      '/healthz': 'http://127.0.0.1:3000',
    },
  },
});
