export * from './kernel/message.js';
export * from './kernel/decider.js';
export * from './kernel/domain-error.js';
export * from './kernel/given-when-then.js';
export * from './kernel/event-store.port.js';
export * from './kernel/personal-data.js';
export * from './locale/locales.js';
