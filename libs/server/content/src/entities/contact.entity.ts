import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { ContactInquiry, ContactStatus } from '@coaching/contracts';
import { randomUUID } from 'node:crypto';

/** An inquiry sent through the public contact form. An ordinary table, not an event stream. */
@Entity({ tableName: 'contacts' })
export class Contact {
  [OptionalProps]?: 'id' | 'status' | 'createdAt' | 'handledAt' | 'handledBy' | 'handledByName';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'text' })
  status: ContactStatus = 'new';

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  handledAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  handledBy: string | null = null;

  @Property({ type: 'text', nullable: true })
  handledByName: string | null = null;

  toInquiry(): ContactInquiry {
    return {
      id: this.id,
      name: this.name,
      email: this.email,
      message: this.message,
      status: this.status,
      created_at: this.createdAt.toISOString(),
      handled_at: this.handledAt?.toISOString() ?? null,
      handled_by: this.handledBy,
      handled_by_name: this.handledByName,
    };
  }
}
