import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { LegalArticle, LegalDocument } from '../../features/legal/types';
import { LegalParagraphs } from './LegalBlocks';
import { LegalPageShell } from './LegalPageShell';

/** 第1条（目的） or 1. 個人情報の定義 */
export function articleHeading(numbering: LegalDocument['numbering'], index: number, title: string): string {
  return numbering === 'article' ? `第${index + 1}条（${title}）` : `${index + 1}. ${title}`;
}

export const articleAnchor = (index: number) => `article-${index + 1}`;

function LegalToc({ document }: { document: LegalDocument }) {
  return (
    <Box component="nav" aria-labelledby="legal-toc-label" sx={{ mb: { xs: 4, md: 5 }, p: { xs: 2, sm: 2.5 }, bgcolor: 'action.hover', borderRadius: 2 }}>
      <Typography id="legal-toc-label" component="p" sx={{ fontWeight: 700, mb: 1 }}>
        目次
      </Typography>
      <Box
        component="ol"
        sx={{ m: 0, p: 0, listStyle: 'none', columnCount: { xs: 1, sm: 2 }, columnGap: 3, '& > li': { breakInside: 'avoid', py: 0.25 } }}
      >
        {document.articles.map((a, i) => (
          <li key={a.title}>
            <Link href={`#${articleAnchor(i)}`} underline="hover" sx={{ fontSize: '0.9375rem', lineHeight: 1.8 }}>
              {articleHeading(document.numbering, i, a.title)}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

function LegalArticleSection({ article, index, numbering }: { article: LegalArticle; index: number; numbering: LegalDocument['numbering'] }) {
  const id = articleAnchor(index);
  return (
    <Box component="section" aria-labelledby={id} sx={{ '& + section': { mt: { xs: 3.5, md: 4.5 } } }}>
      <Typography
        id={id}
        variant="h2"
        sx={{ fontSize: { xs: '1.0625rem', md: '1.1875rem' }, fontWeight: 700, lineHeight: 1.6, mb: 1.25, scrollMarginTop: 96 }}
      >
        {articleHeading(numbering, index, article.title)}
      </Typography>
      <LegalParagraphs paragraphs={article.paragraphs} />
    </Box>
  );
}

/** A terms or policy page: heading, dates, optional table of contents, then its articles. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <LegalPageShell title={document.title} eyebrow={document.eyebrow} lead={document.lead} dates={document.dates}>
      {document.toc && <LegalToc document={document} />}
      {document.articles.map((article, i) => (
        <LegalArticleSection key={article.title} article={article} index={i} numbering={document.numbering} />
      ))}
      {document.closing && (
        <Box sx={{ mt: { xs: 4, md: 5 }, pt: 2.5, borderTop: 1, borderColor: 'divider' }}>
          {document.closing.map((line) => (
            <Typography key={line} sx={{ lineHeight: 1.9, textAlign: line === '以上' ? 'right' : 'left' }}>
              {line}
            </Typography>
          ))}
        </Box>
      )}
    </LegalPageShell>
  );
}
