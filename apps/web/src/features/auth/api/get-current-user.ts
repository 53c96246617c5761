import { IdentityMessages, type CurrentUser } from '@coaching/contracts';
import { useEffect } from 'react';
import useSWR from 'swr';
import { ApiError, errorMessage } from '../../../lib/http';
import { rememberSignedIn } from '../../../lib/member-hint';
import { ME_ENDPOINT } from './me-endpoint';

export { ME_ENDPOINT };

export interface CurrentUserState {
  /** The signed-in user; null while loading, when signed out, or when the request failed. */
  me: CurrentUser | null;
  /** Spec §4 "User loading": false while the request is pending, true once it succeeded or failed. */
  isMeLoaded: boolean;
  /** The request failed for a reason other than being signed out (a 401 is an answer, not an error). */
  error: boolean;
  errorMessage: string | undefined;
  /** Asks /api/me again. */
  reload: () => Promise<unknown>;
}

/** Spec §3 "User area": the current user, shared by every component through SWR's cache. */
export function useCurrentUser(): CurrentUserState {
  const { data, error, mutate } = useSWR<CurrentUser, unknown>(ME_ENDPOINT);
  const signedOut = error instanceof ApiError && error.status === 401;
  const failed = error !== undefined && !signedOut;

  // Remember whether a (verified) member is here, for the public pages' header (useHeaderMember).
  const remembered = signedOut ? false : data ? isVerifiedMember(data) : undefined;
  useEffect(() => {
    if (remembered !== undefined) rememberSignedIn(remembered);
  }, [remembered]);

  return {
    // SWR keeps the last data when a revalidation fails; a 401 means the session is gone, whatever came before.
    me: signedOut ? null : (data ?? null),
    // After the cache is cleared (logout) there is neither data nor error: that reads as loading, not as signed out.
    isMeLoaded: data !== undefined || error !== undefined,
    error: failed && data === undefined,
    errorMessage: failed && data === undefined ? errorMessage(error, IdentityMessages.error) : undefined,
    reload: () => mutate(),
  };
}

/** Spec §2: only a verified user counts as a member; an unverified one is treated as signed out. */
export function isVerifiedMember(me: CurrentUser | null | undefined): boolean {
  return Boolean(me?.is_verified);
}
