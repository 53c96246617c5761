import { ensureCsrfCookie, http } from '../../../lib/http';
import { lessonsApi } from './endpoints';

/**
 * POST /api/lessons/calendar-feed → `{ data: { url } }`: a new secret address of the member's lessons calendar
 * (iCalendar) for a phone to subscribe to; the address issued before stops working.
 */
export async function issueCalendarFeed(): Promise<string> {
  await ensureCsrfCookie();
  return (await http.post<{ data: { url: string } }>(lessonsApi.calendarFeed, {})).data.url;
}
