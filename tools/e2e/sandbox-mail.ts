// The sandbox inbox (SMTP catcher) as the browser journeys of every app read it.
import { e2eUrls } from './browser';

export interface SandboxMail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  date: string;
}

/** Polls `GET /mail/api/messages?to=` (newest first) until a message for `to` matches. */
export async function waitForMail(to: string, matches: (mail: SandboxMail) => boolean, timeoutMs = 30_000): Promise<SandboxMail> {
  const deadline = Date.now() + timeoutMs;
  let seen = 0;
  while (Date.now() < deadline) {
    const res = await fetch(`${e2eUrls.sandbox}/mail/api/messages?to=${encodeURIComponent(to)}`);
    if (res.ok) {
      const { data } = (await res.json()) as { data: SandboxMail[] };
      seen = data.length;
      const found = data.find(matches);
      if (found) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no matching mail for ${to} within ${timeoutMs} ms (${seen} other messages)`);
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first URL in the mail's text that starts with `prefix` (query string included). */
export function findUrl(mail: SandboxMail, prefix: string): string | undefined {
  const match = mail.text.match(new RegExp(`${escapeRegExp(prefix)}[^\\s"'<>)\\]]*`));
  // Plain-text mails may wrap a URL in <…> or end a sentence right after it.
  return match?.[0].replace(/[.,。、]+$/, '').replace(/&amp;/g, '&');
}
