import { z } from 'zod';

// The chart section of mypage (spec §2, §3 current_plan `embed` and `chart_url`): support sets a chart link per
// subscription (issue 10). The embed is never HTML from the database: it is derived here, from an allow-listed
// address only (a Google Sheets, Docs or Slides document shared by its id), and both the server (`embed`) and the
// page (the iframe) build it from this one function.

/** The kinds of Google document a chart may be, by the path segment of their address. */
const CHART_KINDS = ['spreadsheets', 'document', 'presentation'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

/** A Google document id: letters, digits, `-` and `_`, long enough not to be a path word. */
const DOCUMENT_ID = /^[A-Za-z0-9_-]{20,100}$/;
const CHART_URL_MAX = 500;

export interface ChartLink {
  kind: ChartKind;
  id: string;
  /** The address the member opens (the document itself). */
  openUrl: string;
  /** The read-only preview the page frames. */
  embedUrl: string;
}

/** The chart a URL names, or null when it is not an allow-listed Google document address. */
export function chartLinkOf(url: string | null | undefined): ChartLink | null {
  if (!url || url.length > CHART_URL_MAX) return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || parsed.hostname !== 'docs.google.com' || parsed.port !== '' || parsed.username || parsed.password) return null;
  const [kind, d, id] = parsed.pathname.split('/').filter(Boolean);
  if (!CHART_KINDS.includes(kind as ChartKind) || d !== 'd' || !id || !DOCUMENT_ID.test(id)) return null;
  // A sheet's tab travels as gid; nothing else of the query or fragment is kept.
  const gid = /^\d{1,12}$/.exec(parsed.searchParams.get('gid') ?? /gid=(\d{1,12})/.exec(parsed.hash)?.[1] ?? '')?.[0];
  const base = `https://docs.google.com/${kind}/d/${id}`;
  return {
    kind: kind as ChartKind,
    id,
    openUrl: kind === 'spreadsheets' && gid ? `${base}/edit#gid=${gid}` : `${base}/edit`,
    embedUrl: kind === 'spreadsheets' && gid ? `${base}/preview?gid=${gid}` : `${base}/preview`,
  };
}

/** The `embed` of spec §3 current_plan: an iframe of the preview, built from the allow-listed link only. */
export function chartEmbedHtml(link: ChartLink): string {
  // Every part is from chartLinkOf: a fixed origin and an id of [A-Za-z0-9_-], so nothing needs escaping.
  return `<iframe src="${link.embedUrl}" title="チャート" loading="lazy" referrerpolicy="no-referrer" sandbox="allow-scripts allow-same-origin allow-popups"></iframe>`;
}

export const ChartLinkMessages = {
  invalid: 'チャートのURLは、Google スプレッドシート・ドキュメント・スライドの共有URL（https://docs.google.com/…/d/…）を入力してください。',
  saved: 'チャートのURLを保存しました。',
  removed: 'チャートのURLを削除しました。',
} as const;

/** `PUT /admin-api/students/{id}/chart`: a chart link, or null (or empty) to remove it. */
export const studentChartSchema = z.object({
  chart_url: z
    .union([z.string().trim().max(CHART_URL_MAX, { error: ChartLinkMessages.invalid }), z.null()])
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || chartLinkOf(value) !== null, { error: ChartLinkMessages.invalid }),
});
