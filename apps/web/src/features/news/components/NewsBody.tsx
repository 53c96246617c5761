import Box from '@mui/material/Box';

/**
 * A news body: HTML the server sanitised with an allow-list when it was written and again when it was
 * served (content's `sanitizeNewsHtml`), so it is drawn as HTML.
 */
export function NewsBody({ html }: { html: string }) {
  return (
    <Box
      className="news-body"
      sx={{
        lineHeight: 1.9,
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& p': { my: 1.5 },
        '& h2': { fontSize: { xs: '1.125rem', md: '1.25rem' }, mt: 3, mb: 1, fontWeight: 800 },
        '& h3, & h4': { fontSize: '1.0625rem', mt: 2.5, mb: 1, fontWeight: 800 },
        '& ul, & ol': { pl: 3 },
        '& blockquote': { m: 0, my: 2, pl: 2, borderLeft: 4, borderColor: 'divider', color: 'text.secondary' },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
        '& a': { color: 'primary.main', fontWeight: 700 },
        '& pre': { p: 2, bgcolor: 'grey.100', borderRadius: 1, overflowX: 'auto' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
