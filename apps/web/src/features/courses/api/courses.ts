import type { CurrentUser } from '@coaching/contracts';
import { http } from '../../../lib/http';

// Spec §7 `/api/games/{id}/join` and `/cancel`: the course list of the member sidebar. They change data, so
// they are sent as POST with the CSRF header (the api accepts the spec's GET with the header as well).

const segment = (gameId: number) => encodeURIComponent(String(gameId));

export const coursesApi = {
  join: (gameId: number) => `/api/games/${segment(gameId)}/join`,
  leave: (gameId: number) => `/api/games/${segment(gameId)}/cancel`,
} as const;

/** Makes the game the member's selected course; answers the member with the new list. */
export async function joinCourse(gameId: number): Promise<CurrentUser> {
  return (await http.post<{ data: CurrentUser }>(coursesApi.join(gameId))).data;
}

/** Takes the game off the member's course list; answers the member with the new list. */
export async function leaveCourse(gameId: number): Promise<CurrentUser> {
  return (await http.post<{ data: CurrentUser }>(coursesApi.leave(gameId))).data;
}
