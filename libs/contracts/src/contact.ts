import { z } from 'zod';
import { Messages } from './messages';

const m = Messages.contact;

/** A required text field: anything that is not a string (or is blank) reads as "required". */
const requiredText = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required });

/** POST /api/contacts (spec §3 Contact: name, email, message; §5 all required). */
export const contactRequestSchema = z.object({
  name: requiredText(m.nameRequired).max(100, { error: m.nameTooLong }),
  email: requiredText(m.emailRequired)
    .max(255, { error: m.emailTooLong })
    .pipe(z.email({ error: m.emailInvalid })),
  message: requiredText(m.messageRequired).max(5000, { error: m.messageTooLong }),
});

export type ContactRequest = z.infer<typeof contactRequestSchema>;

export interface ContactInquiry {
  id: string;
  name: string;
  email: string;
  message: string;
  status: ContactStatus;
  created_at: string;
  handled_at: string | null;
  handled_by: string | null;
  /** Name of the operator who handled it, as it was then. */
  handled_by_name: string | null;
}

export const CONTACT_STATUSES = ['new', 'handled'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
