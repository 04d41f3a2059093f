export * from './calls.js';
export * from './client.js';
export * from './results.js';
export * from './webhooks.js';
export type { components, operations, paths } from './generated/openapi.js';
