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
  const { data, error } = useSWR<CurrentUser, unknown>(mayBeSignedIn() ? ME_ENDPOINT : null);
  const signedOut = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (signedOut) rememberSignedIn(false);
  }, [signedOut]);
  return !signedOut && data?.is_verified ? data : null;
}
