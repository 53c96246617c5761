import type { CurrentUser } from '@coaching/contracts';
import { useEffect } from 'react';
import useSWR from 'swr';
import { ApiError } from '../../../lib/http';
import { mayBeSignedIn, rememberSignedIn } from '../../../lib/member-hint';
import { ME_ENDPOINT } from './me-endpoint';

/**
 * The member the public header shows (spec §2: unverified counts as signed out), or null. /api/me is asked
 * only in a browser that last had a member, so visitors never send it; SWR shares the answer with the rest
 * of the app. Light on purpose (types only from contracts): the header is in the app shell.
 */
export function useHeaderMember(): CurrentUser | null {
  // Asked only with the hint; without it the header still reads an answer the page itself asked for (the trial's
  // start asks it, and a member who has just verified there has no hint yet), without asking again.
  const hinted = mayBeSignedIn();
  const { data, error } = useSWR<CurrentUser, unknown>(ME_ENDPOINT, {
    revalidateOnMount: hinted,
    revalidateIfStale: hinted,
    revalidateOnFocus: hinted,
    revalidateOnReconnect: hinted,
  });
  const signedOut = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (signedOut) rememberSignedIn(false);
  }, [signedOut]);
  return !signedOut && data?.is_verified ? data : null;
}
