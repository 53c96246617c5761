export * from './theme';
export * from './format';
export * from './CalendarFeedPanel';
