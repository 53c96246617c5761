export * from './contacts/contact.entity';
export * from './contacts/contacts.module';
export * from './contacts/commands/submit-contact.command';
export * from './contacts/commands/mark-contact-handled.command';
export * from './contacts/queries/list-contacts.query';
export * from './analytics/analytics.module';
export * from './domain/content-errors';
