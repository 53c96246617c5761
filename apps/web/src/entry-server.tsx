// The server side of the web app: renders a public page to HTML with the same component tree the browser
// hydrates. Used at build (scripts/prerender.mjs) and by the api for pages whose data changes (the plans on /).
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders, type InitialData } from './app/AppProviders';
import { AppRouter } from './app/router';
import { headTags, scriptJson } from './seo/head-tags';
import { publicPageMeta, publicPaths } from './seo/page-meta';

export { publicPaths };

export const INITIAL_DATA_ID = 'initial-data';

export interface RenderOptions {
  /** The site's origin, for canonical and Open Graph URLs (https://example.jp). */
  origin: string;
  /** API answers the page is rendered with, keyed by API path (e.g. the landing plans). */
  initialData?: InitialData;
}

/** The body of one page, as React renders it once every lazy route has loaded. */
export async function renderBody(path: string, initialData: InitialData = {}): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders initialData={initialData}>
        <StaticRouter location={path}>
          <AppRouter />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // A finished page in one piece: React would otherwise move a large Suspense boundary's content to the end
    // of the document, to be swapped in by an inline script that our CSP (rightly) refuses to run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * A public page as a complete HTML document: the built index.html with the page's head tags, its rendered
 * body and the data it was rendered with (so hydration starts from the same state). Null for other paths.
 */
export async function renderPage(template: string, path: string, options: RenderOptions): Promise<string | null> {
  const meta = publicPageMeta[path];
  if (!meta) return null;
  const initialData = options.initialData ?? {};
  const body = await renderBody(path, initialData);
  const head = headTags(path, meta, options.origin);
  return template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    // The page works without the app; main.tsx loads it on the first interaction (see vite.config.ts).
    .replace(/<link rel="modulepreload"[^>]*data-app-preload[^>]*>\s*/g, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace('</head>', `  ${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-server-rendered="true">${body}</div>\n    <script id="${INITIAL_DATA_ID}" type="application/json">${scriptJson(initialData)}</script>`,
    );
}
