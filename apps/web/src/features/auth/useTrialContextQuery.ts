import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getTrialContext, parseTrialQuery, rememberTrialContext, type TrialContext } from '../../lib/context-cookies';

/**
 * /login and /regist (spec §2, §5): a campaign link's `from`, `game_id` and `movie_flg` are kept in the
 * half-day cookies, so they survive the detour through the verification mail. A link with `from` but no
 * game cannot book a trial: `missingGame` says so, and the page shows it in an alert (never a native one).
 * Returns the context the page's form sends.
 */
export function useTrialContextQuery(): { context: TrialContext; missingGame: boolean } {
  const [params] = useSearchParams();
  const query = useMemo(() => parseTrialQuery(params), [params]);

  useEffect(() => {
    if (query) rememberTrialContext(query.context);
  }, [query]);

  // The query wins; without one, whatever an earlier page stored (read when the query changes).
  return useMemo(() => ({ context: query ? query.context : getTrialContext(), missingGame: Boolean(query?.missingGame) }), [query]);
}
