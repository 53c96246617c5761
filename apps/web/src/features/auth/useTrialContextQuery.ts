import { IdentityMessages } from '@coaching/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getTrialContext, parseTrialQuery, rememberTrialContext, type TrialContext } from '../../lib/context-cookies';

/**
 * /login and /regist (spec §2, §5): a campaign link's `from`, `game_id` and `movie_flg` are kept in the
 * half-day cookies, so they survive the detour through the verification mail. A link with `from` but no
 * game cannot book a trial: the visitor is told once. Returns the context the page's form sends.
 */
export function useTrialContextQuery(): TrialContext {
  const [params] = useSearchParams();
  const query = useMemo(() => parseTrialQuery(params), [params]);
  const queryKey = query ? JSON.stringify(query) : null;
  // One alert per link, even when StrictMode runs the effect twice or other query parameters change.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!query || handled.current === queryKey) return;
    handled.current = queryKey;
    rememberTrialContext(query.context);
    if (query.missingGame) window.alert(IdentityMessages.trialNeedsGame);
  }, [query, queryKey]);

  // The query wins; without one, whatever an earlier page stored (read when the query changes).
  return useMemo(() => (query ? query.context : getTrialContext()), [query]);
}
