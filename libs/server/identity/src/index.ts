export * from './entities/user.entity';
export * from './queries/current-user';
export * from './identity.module';
export * from './identity-jobs.module';
export * from './domain/signed-links';
export * from './domain/identity-errors';
export * from './member-directory.module';
