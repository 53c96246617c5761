import { chartEmbedHtml, chartLinkOf, studentChartSchema } from './chart-link';

const ID = '1AbCdEfGhIjKlMnOpQrStUvWxYz_0123456789-abc';

describe('chartLinkOf: the chart link support sets, allow-listed', () => {
  it('given a shared Google Sheets address, when read, then it opens the sheet and frames its preview', () => {
    expect(chartLinkOf(`https://docs.google.com/spreadsheets/d/${ID}/edit?usp=sharing`)).toEqual({
      kind: 'spreadsheets',
      id: ID,
      openUrl: `https://docs.google.com/spreadsheets/d/${ID}/edit`,
      embedUrl: `https://docs.google.com/spreadsheets/d/${ID}/preview`,
    });
  });

  it('given a sheet tab in the fragment or the query, when read, then the tab is kept', () => {
    expect(chartLinkOf(`https://docs.google.com/spreadsheets/d/${ID}/edit#gid=123456`)?.embedUrl).toBe(`https://docs.google.com/spreadsheets/d/${ID}/preview?gid=123456`);
    expect(chartLinkOf(`https://docs.google.com/spreadsheets/d/${ID}/edit?gid=42`)?.openUrl).toBe(`https://docs.google.com/spreadsheets/d/${ID}/edit#gid=42`);
  });

  it('given Docs and Slides addresses, when read, then they are charts too', () => {
    expect(chartLinkOf(`https://docs.google.com/document/d/${ID}/view`)?.embedUrl).toBe(`https://docs.google.com/document/d/${ID}/preview`);
    expect(chartLinkOf(`https://docs.google.com/presentation/d/${ID}`)?.kind).toBe('presentation');
  });

  it.each([
    ['another host', `https://evil.example/spreadsheets/d/${ID}/edit`],
    ['a look-alike host', `https://docs.google.com.evil.example/spreadsheets/d/${ID}`],
    ['plain http', `http://docs.google.com/spreadsheets/d/${ID}`],
    ['a script address', 'javascript:alert(1)'],
    ['credentials', `https://user:pw@docs.google.com/spreadsheets/d/${ID}`],
    ['an unknown kind', `https://docs.google.com/forms/d/${ID}`],
    ['an id with markup', `https://docs.google.com/spreadsheets/d/${ID}"><script>/edit`],
    ['a short id', 'https://docs.google.com/spreadsheets/d/abc/edit'],
    ['no id', 'https://docs.google.com/spreadsheets/'],
    ['not an address', 'チャート'],
    ['nothing', ''],
  ])('given %s, when read, then there is no chart', (_name, url) => {
    expect(chartLinkOf(url)).toBeNull();
  });

  it('given a link, when embedded, then the iframe frames only the preview address', () => {
    const html = chartEmbedHtml(chartLinkOf(`https://docs.google.com/spreadsheets/d/${ID}/edit`)!);
    expect(html).toBe(
      `<iframe src="https://docs.google.com/spreadsheets/d/${ID}/preview" title="チャート" loading="lazy" referrerpolicy="no-referrer" sandbox="allow-scripts allow-same-origin allow-popups"></iframe>`,
    );
  });
});

describe('studentChartSchema', () => {
  it('given an empty value or null, when parsed, then the link is removed', () => {
    expect(studentChartSchema.parse({ chart_url: '' })).toEqual({ chart_url: null });
    expect(studentChartSchema.parse({ chart_url: null })).toEqual({ chart_url: null });
  });

  it('given an address not allow-listed, when parsed, then the Japanese message says which addresses are accepted', () => {
    const result = studentChartSchema.safeParse({ chart_url: 'https://example.com/chart' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('Google スプレッドシート');
  });
});
