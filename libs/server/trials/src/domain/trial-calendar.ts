import { createHmac, timingSafeEqual } from 'node:crypto';
import { type MemberTrial, trialCalendarDetails, trialCalendarTitle } from '@coaching/contracts';
import { createEvents } from 'ics';

/** Where the booking mail's signed calendar link points (`/api/trial-calendar/<id>.ics?sig=`). */
export const TRIAL_CALENDAR_PATH = '/api/trial-calendar';

const toUtcArray = (at: string): [number, number, number, number, number] => {
  const d = new Date(at);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];
};

/**
 * A booked trial as an iCalendar file (RFC 5545, written by the `ics` library, as the lessons' feed is): one event
 * with a stable uid, so importing it again updates the entry; a cancelled trial is written STATUS:CANCELLED.
 */
export function trialCalendar(trial: MemberTrial, mypageUrl: string): string {
  const { error, value } = createEvents([
    {
      uid: `trial-${trial.id}@ggcoach`,
      start: toUtcArray(trial.started_at),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: toUtcArray(trial.ended_at),
      endInputType: 'utc',
      endOutputType: 'utc',
      title: trialCalendarTitle(trial.game.name),
      description: trialCalendarDetails(trial, mypageUrl),
      location: 'Discord',
      url: mypageUrl,
      status: trial.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
      productId: 'ggcoach/trials',
    },
  ]);
  if (error || !value) throw error ?? new Error('calendar not written');
  return foldByOctets(value);
}

/**
 * RFC 5545 §3.1: a content line is folded at 75 octets. The library folds at 75 characters, which a Japanese line
 * (three octets a character) overruns: its lines are unfolded and folded again by octets, never inside a character.
 */
export function foldByOctets(calendar: string): string {
  const lines = calendar.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines
    .map((line) => {
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      for (const char of line) {
        const size = Buffer.byteLength(char);
        // The first line holds 75 octets; each continuation 74 after its leading space.
        if (octets + size > (parts.length === 0 ? 75 : 74)) {
          parts.push(part);
          part = '';
          octets = 0;
        }
        part += char;
        octets += size;
      }
      parts.push(part);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

/**
 * The signature of a trial's calendar link in its booking mail (`/api/trials/<id>/calendar.ics?sig=`): the mail is
 * opened where the member may not be signed in, so the link itself proves it was sent to them. HMAC of the trial id
 * with the server's secret; nothing else is readable with it.
 */
export const trialCalendarSignature = (secret: string, trialId: string) => createHmac('sha256', secret).update(`trial-calendar:${trialId}`).digest('base64url');

export function isTrialCalendarSignature(secret: string, trialId: string, signature: unknown): boolean {
  if (typeof signature !== 'string') return false;
  const expected = Buffer.from(trialCalendarSignature(secret, trialId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
