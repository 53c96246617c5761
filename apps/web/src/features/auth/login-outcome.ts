import { type CurrentUser, trialStartPath } from '@coaching/contracts';
import { guardianPaths, memberPaths } from '../../config/paths';
import { isRememberablePath, safeInternalPath } from '../../lib/context-cookies';

/** Where a successful sign-in leads (spec §4 "Login outcome"). */
export type LoginOutcome =
  /** Leave the site for the trial reservation page. */
  | { kind: 'trial-reservation'; url: string }
  /** A verified member: the page they wanted before signing in, or the first visit of /mypage. */
  | { kind: 'member'; to: string }
  /** Not verified yet: send the verification mail again and show /regist/sent for this address. */
  | { kind: 'verify-email'; email: string };

export interface LoginContext {
  /** `from` of the trial context (query or half-day cookie). */
  from?: string;
  /** `before_login_path` cookie. */
  beforeLoginPath?: string;
}

export type LoginOutcomeUser = Pick<CurrentUser, 'email' | 'is_verified' | 'route' | 'status' | 'trial_reserve_url'> & Partial<Pick<CurrentUser, 'trial_intent' | 'account_kind'>>;

export const FIRST_MYPAGE = `${memberPaths.mypage}?first=1`;

/**
 * Issue 30: a verified member who set out to book a free trial (kept with the account, whichever browser they signed
 * up in) goes back to the trial's start, which offers what is left (the Discord connection) and then the booking.
 * Spec §4: a trial sign-in (from=trial, or route=trial while not paid) goes to the trial reservation URL
 * when there is one; otherwise a verified member goes to the remembered page or /mypage?first=1, and an
 * unverified one to the verification notice.
 */
export function decideLoginOutcome(user: LoginOutcomeUser, context: LoginContext): LoginOutcome {
  // A guardian (issue 31) goes to the guardian area, or back to the page of it they wanted (an invitation's link).
  if (user.is_verified && user.account_kind === 'guardian') {
    const remembered = safeInternalPath(context.beforeLoginPath);
    const inArea = remembered !== undefined && (remembered === guardianPaths.home || remembered.startsWith(`${guardianPaths.home}?`));
    return { kind: 'member', to: inArea ? remembered : guardianPaths.home };
  }
  if (user.is_verified && user.trial_intent) return { kind: 'member', to: trialStartPath(user.trial_intent.game_id) };
  const reserveUrl = httpUrl(user.trial_reserve_url);
  const trialByContext = context.from === 'trial';
  const trialByRoute = user.route === 'trial' && user.status !== 'paid';
  if (reserveUrl && (trialByContext || trialByRoute)) return { kind: 'trial-reservation', url: reserveUrl };

  if (user.is_verified) {
    const remembered = safeInternalPath(context.beforeLoginPath);
    return { kind: 'member', to: remembered && isRememberablePath(remembered) ? remembered : FIRST_MYPAGE };
  }
  return { kind: 'verify-email', email: user.email };
}

/** Only http(s) addresses are followed: the URL comes from data, and `javascript:` must never run. */
function httpUrl(value: string | null | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
