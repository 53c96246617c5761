import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

const api = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

// `vite build` makes the browser app (dist/); `vite build --ssr` the server renderer (dist/server/entry-server.cjs),
// one self-contained CommonJS file the api can require and scripts/prerender.mjs runs at build.
/**
 * main.tsx loads the app (src/app/boot.tsx) with a dynamic import, so server-rendered pages can wait for
 * an interaction. Pages served as the app shell need it at once: preload it and its imports from the shell.
 * The server renderer removes these hints from the public pages it renders.
 */
function preloadAppFromShell(): Plugin {
  return {
    name: 'preload-app-from-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const boot = chunks.find((c) => c.facadeModuleId?.endsWith('/src/app/boot.tsx'));
        if (!boot) return [];
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          const chunk = chunks.find((c) => c.fileName === file);
          chunk?.imports.forEach(visit);
        };
        visit(boot.fileName);
        return [...files].map<HtmlTagDescriptor>((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, 'data-app-preload': true }, injectTo: 'head' }));
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), preloadAppFromShell()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { noExternal: true, resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        rollupOptions: { input: 'src/entry-server.tsx', output: { format: 'cjs', entryFileNames: 'entry-server.cjs', inlineDynamicImports: true } },
      }
    : { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true },
  server: { port: 5173, proxy: { '/api': api, '/sanctum': api, '/admin-api': api } },
}));
