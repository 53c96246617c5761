import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { MemberPage } from '../../../components/layout/MemberPage';
import { LinkButton } from '../../../components/link/LinkButton';
import { guardianHref, guardianPaths } from '../../../config/paths';

interface GuardianChildPageProps {
  linkId: string;
  eyebrow: string;
  title: string;
  /** What the page is, once the child is known (empty while the list of children loads). */
  description: string;
  /** The way back to the child's plan choice. */
  backLabel: string;
  /** Why the page cannot go on (a bad address, an unknown product, a link that is not the guardian's): said instead of the content. */
  failure: string | null;
  children: ReactNode;
}

/**
 * The frame of a guardian's purchase page for one linked child (issue 31, ADR 0047): the heading, the way back to the
 * child's plan choice, then the page's content, or what stops it with a way home.
 */
export function GuardianChildPage({ linkId, eyebrow, title, description, backLabel, failure, children }: GuardianChildPageProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <MemberPage eyebrow={eyebrow} title={title} description={description}>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Box>
            <LinkButton href={guardianHref.childApply(linkId)} variant="text" startIcon={<ArrowBackIcon />}>
              {backLabel}
            </LinkButton>
          </Box>
          {failure ? (
            <Alert severity="error" action={<LinkButton href={guardianPaths.home}>保護者ページへ</LinkButton>}>
              {failure}
            </Alert>
          ) : (
            children
          )}
        </Box>
      </MemberPage>
    </Box>
  );
}
