import type { ReactNode } from 'react';
import { AppLink } from '../../../components/link/AppLink';
import { memberPaths } from '../../../config/paths';
import { SectionCard } from './SectionCard';

/** What is being bought, with a way back to choose again (spec §2 /payments). */
export function OrderSection({ title, changeLabel, children }: { title: string; changeLabel: string; children: ReactNode }) {
  return (
    <SectionCard
      title={title}
      action={
        <AppLink href={memberPaths.payments} variant="body2">
          {changeLabel}
        </AppLink>
      }
    >
      {children}
    </SectionCard>
  );
}
