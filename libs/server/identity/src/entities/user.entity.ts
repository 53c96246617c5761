import { Entity, OptionalProps, PrimaryKey, Property, raw, UniqueConstraintViolationException } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { SuspensionGround } from '@coaching/contracts';

/** A member (student or purchaser). E-mail is unique case-insensitively. */
@Entity({ tableName: 'users' })
export class User {
  [OptionalProps]?:
    | 'id'
    | 'publicId'
    | 'status'
    | 'trialCount'
    | 'createdAt'
    | 'updatedAt'
    | 'isDiscordLogin'
    | 'movieFlg'
    | 'passwordHash'
    | 'lastName'
    | 'firstName'
    | 'emailVerifiedAt'
    | 'discordId'
    | 'discordUserId'
    | 'discordUsername'
    | 'profilePhotoPath'
    | 'route'
    | 'trialReserveUrl'
    | 'registeredFrom'
    | 'passwordChangedAt'
    | 'suspendedAt'
    | 'suspensionGround'
    | 'suspensionReason'
    | 'isVerified'
    | 'kind';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The id shown to clients (`id_str`), never the internal uuid. */
  @Property({ type: 'text' })
  publicId: string = randomUUID().replaceAll('-', '');

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text', nullable: true, hidden: true })
  passwordHash: string | null = null;

  @Property({ type: 'text', nullable: true })
  lastName: string | null = null;

  @Property({ type: 'text', nullable: true })
  firstName: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null = null;

  @Property({ type: 'text' })
  status: string = 'registered';

  /** A student ('member') or a guardian (保護者, issue 31): an account is one kind for good (ADR 0037). */
  @Property({ type: 'text' })
  kind: 'member' | 'guardian' = 'member';

  @Property({ type: 'integer' })
  trialCount: number = 1;

  @Property({ type: 'text', nullable: true })
  discordId: string | null = null;

  @Property({ type: 'text', nullable: true })
  discordUserId: string | null = null;

  @Property({ type: 'text', nullable: true })
  discordUsername: string | null = null;

  @Property({ type: 'boolean' })
  isDiscordLogin: boolean = false;

  @Property({ type: 'text', nullable: true })
  profilePhotoPath: string | null = null;

  @Property({ type: 'text', nullable: true })
  route: string | null = null;

  @Property({ type: 'text', nullable: true })
  trialReserveUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  registeredFrom: string | null = null;

  @Property({ type: 'boolean' })
  movieFlg: boolean = false;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  passwordChangedAt: Date | null = null;

  /** Suspended by support (the `member-<id>` stream, projected by MemberSuspensionProjection): since, ground and reason. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  suspendedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  suspensionGround: SuspensionGround | null = null;

  @Property({ type: 'text', nullable: true })
  suspensionReason: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  get isVerified(): boolean {
    return this.emailVerifiedAt !== null;
  }
}

/**
 * Case-insensitive exact match on an address, as `users_email_unique` (on `lower(email)`) indexes it: a sign-in
 * reads one index entry, not every member (an `ilike` match, which it was, cannot use that index).
 */
/** Whether a failed write lost the race for an address to another member (the unique index on lower(email)). */
export const isEmailTaken = (error: unknown): boolean =>
  error instanceof UniqueConstraintViolationException && (error as { constraint?: string }).constraint === 'users_email_unique';

export const byEmail = (email: string) => ({ [raw('lower(email)')]: raw('lower(?)', [email.trim()]) });
