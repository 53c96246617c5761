export * from './test-database';
export * from './given-when-then';
