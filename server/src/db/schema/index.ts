// Every table, grouped by what it holds; drizzle-kit reads this file (drizzle.config.ts).
export * from './accounts';
export * from './analytics';
export * from './events';
export * from './identity-provider';
export * from './leads';
export * from './lead-dependents';
export * from './lead-derived';
export * from './site';
export * from './preview-links';
export * from './publish-schedules';
