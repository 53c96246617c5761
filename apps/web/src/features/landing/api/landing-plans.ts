import { LANDING_PLANS_PATH, type LandingPlanDto } from '@coaching/contracts';
import useSWR from 'swr';

/** A plan as the landing page shows it (spec §3 "Plan (landing)"). */
export type LandingPlan = LandingPlanDto;

/**
 * The plans come from the same catalogue the purchase flow sells. The server renders the landing page
 * with them already in place (SWR fallback), so this only fetches after client-side navigation.
 */
export function useLandingPlans() {
  const { data, error, isLoading, mutate } = useSWR<LandingPlan[], unknown>(LANDING_PLANS_PATH, { revalidateOnFocus: false });
  return { plans: data, failed: error !== undefined && data === undefined, isLoading, retry: () => mutate() };
}
