export * from './entities/contact.entity';
export * from './contacts.module';
export * from './commands/submit-contact.command';
export * from './commands/mark-contact-handled.command';
export * from './queries/list-contacts.query';
export * from './queries/get-contact.query';
export * from './analytics.module';
export * from './domain/content-errors';
