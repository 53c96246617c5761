export * from './test-database';
export * from './given-when-then';
export * from './reactions';
