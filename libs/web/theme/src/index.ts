export * from './theme';
export * from './format';
