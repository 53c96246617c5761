import { randomUUID } from 'node:crypto';

/** One message as the sandbox inbox keeps it. */
export interface StoredMail {
  id: string;
  /** The From header as text, e.g. `GG COACH <no-reply@ggcoach.example>`. */
  from: string;
  /** Lower-case addresses from the envelope (RCPT TO) and the To header, without duplicates. */
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  /** Receive time, ISO 8601. */
  date: string;
  messageId: string | null;
  /** The message's extension headers (`X-…`), names in lower case: what a sender added to trace it (X-Request-Id). */
  headers?: Record<string, string>;
}

export type NewMail = Omit<StoredMail, 'id' | 'date'>;

export const MAIL_STORE_CAPACITY = 1000;

/** In-memory inbox, newest first; the oldest messages fall off so a long-running sandbox stays small. */
export class MailStore {
  private messages: StoredMail[] = [];

  constructor(private readonly capacity = MAIL_STORE_CAPACITY) {}

  add(mail: NewMail, receivedAt = new Date()): StoredMail {
    const stored: StoredMail = { id: randomUUID(), ...mail, to: normalizeAddresses(mail.to), date: receivedAt.toISOString() };
    this.messages.unshift(stored);
    if (this.messages.length > this.capacity) this.messages.length = this.capacity;
    return stored;
  }

  /** Newest first; `to` is an exact, case-insensitive address match. */
  list(filter: { to?: string } = {}): StoredMail[] {
    const to = filter.to?.trim().toLowerCase();
    if (!to) return [...this.messages];
    return this.messages.filter((mail) => mail.to.includes(to));
  }

  get(id: string): StoredMail | undefined {
    return this.messages.find((mail) => mail.id === id);
  }

  clear(): void {
    this.messages = [];
  }

  get size(): number {
    return this.messages.length;
  }
}

export function normalizeAddresses(addresses: readonly string[]): string[] {
  const normalized = addresses.map((address) => address.trim().toLowerCase()).filter((address) => address.length > 0);
  return [...new Set(normalized)];
}
