export * from './calls';
export * from './error-codes';
export * from './headers';
export * from './hourly-token';
export * from './settings';
export * from './sha256';
export * from './wire-types';
export * from './runtime-settings';
