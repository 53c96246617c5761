import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

/** Served by the api at /admin in production; the dev server proxies the admin API. */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 2500 },
  server: { port: 5174, proxy: { '/admin-api': api } },
});
