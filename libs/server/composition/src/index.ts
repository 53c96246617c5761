// The composition module's main entry, for the apps.
export * from './composition.module';
export * from './http/current-user.read';
