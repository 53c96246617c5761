import type { AddressObject, ParsedMail } from 'mailparser';
import type { NewMail } from './mail-store';

/** Maps a parsed message plus its SMTP envelope to what the inbox stores. */
export function toNewMail(parsed: ParsedMail, envelope: { mailFrom: string | null; rcptTo: string[] }): NewMail {
  return {
    from: parsed.from?.text || envelope.mailFrom || '',
    // The envelope also carries Cc and Bcc recipients, so tests can find every copy that was delivered.
    to: [...envelope.rcptTo, ...headerAddresses(parsed.to)],
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html === false ? null : parsed.html,
    messageId: parsed.messageId ?? null,
    headers: extensionHeaders(parsed),
  };
}

/** The `X-…` headers with a text value, names in lower case (mailparser's keys already are). */
function extensionHeaders(parsed: ParsedMail): Record<string, string> {
  return Object.fromEntries([...parsed.headers].filter(([name, value]) => name.startsWith('x-') && typeof value === 'string') as Array<[string, string]>);
}

function headerAddresses(header: AddressObject | AddressObject[] | undefined): string[] {
  const objects = header === undefined ? [] : Array.isArray(header) ? header : [header];
  // Group syntax (`team: a@x, b@x;`) nests addresses one level down.
  return objects
    .flatMap((object) => object.value)
    .flatMap((entry) => (entry.group ? entry.group : [entry]))
    .map((entry) => entry.address ?? '')
    .filter((address) => address.length > 0);
}
