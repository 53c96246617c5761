/**
 * GET /api/me → `{ data: CurrentUser }`, or 401 when signed out (spec §7). Its own module so the app shell
 * (route-change reload) can name the key without pulling the identity schemas into the first download.
 */
export const ME_ENDPOINT = '/api/me';
