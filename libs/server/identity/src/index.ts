export * from './members/user.entity';
export * from './members/current-user';
export * from './identity.module';
export * from './auth/signed-links';
export * from './domain/identity-errors';
export * from './member-directory.module';
