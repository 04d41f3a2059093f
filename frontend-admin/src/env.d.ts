/** Replaced at build time by vite.config.ts `define` (API_TOKEN_SECRET). */
declare const __API_TOKEN_SECRET__: string;
