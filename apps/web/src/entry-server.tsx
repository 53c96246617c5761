// The server side of the web app: renders a public page to HTML with the same component tree the browser
// hydrates. Used at build (scripts/prerender.mjs) and by the api for pages whose data changes (the plans on /).
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders, type InitialData } from './app/AppProviders';
import { AppRouter, isRoutedPath } from './app/router';
import { headTags, scriptJson } from './seo/head-tags';
import { publicPageMeta, publicPaths } from './seo/page-meta';

export { isRoutedPath, publicPaths };

export const INITIAL_DATA_ID = 'initial-data';

export interface RenderOptions {
  /** The site's origin, for canonical and Open Graph URLs (https://example.jp). */
  origin: string;
  /** API answers the page is rendered with, keyed by API path (e.g. the landing plans). */
  initialData?: InitialData;
}

/**
 * The body of one page, as React renders it once every lazy route has loaded, and its styles. Emotion
 * would write each component's <style> into the body right before it, which breaks MUI's sibling selectors
 * (a text field's placeholder showing under its label) until the app takes over; collected instead, they go
 * in the head, where the browser's emotion cache finds and adopts them.
 */
export async function renderBody(path: string, initialData: InitialData = {}): Promise<{ html: string; styles: string }> {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders initialData={initialData}>
          <StaticRouter location={path}>
            <AppRouter />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
    // A finished page in one piece: React would otherwise move a large Suspense boundary's content to the end
    // of the document, to be swapped in by an inline script that our CSP (rightly) refuses to run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await new Response(prelude).text(), styles: collectedStyles(cache) };
}

/** Global styles (CssBaseline) first, each as its <Global> looks for it, then every component's in one tag. */
function collectedStyles(cache: EmotionCache): string {
  const global: string[] = [];
  const componentIds: string[] = [];
  let componentCss = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) global.push(`<style data-emotion="${cache.key}-global ${id}">${css}</style>`);
    else {
      componentIds.push(id);
      componentCss += css;
    }
  }
  return [...global, `<style data-emotion="${cache.key} ${componentIds.join(' ')}">${componentCss}</style>`].join('\n    ');
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
    .replace('</head>', `  ${head}\n    ${body.styles}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-server-rendered="true">${body.html}</div>\n    <script id="${INITIAL_DATA_ID}" type="application/json">${scriptJson(initialData)}</script>`,
    );
}
