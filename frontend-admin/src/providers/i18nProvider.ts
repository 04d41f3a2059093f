import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../i18n/en';
import type { AppMessages } from '../i18n/messages';
import { pl } from '../i18n/pl';
import { sv } from '../i18n/sv';
import { zhCN } from '../i18n/zh-CN';

export const DEFAULT_LOCALE = 'zh-CN';
/** Product spec: Swedish is the fallback language. */
export const FALLBACK_LOCALE = 'sv';

export const MESSAGES: Record<string, AppMessages> = { 'zh-CN': zhCN, sv, pl, en };

export const LOCALES = [
  { locale: 'zh-CN', name: '简体中文' },
  { locale: 'sv', name: 'Svenska' },
  { locale: 'pl', name: 'Polski' },
  { locale: 'en', name: 'English' },
];

function lookup(messages: unknown, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
  return typeof value === 'string' ? value : undefined;
}

/**
 * Simplified Chinese by default; a key missing in the chosen language is taken from Swedish, then shown as is.
 * Every bundled file is complete (a test compares the key sets), so the fallback only guards future keys.
 */
export const i18nProvider = polyglotI18nProvider(
  (locale) => MESSAGES[locale] ?? MESSAGES[DEFAULT_LOCALE],
  DEFAULT_LOCALE,
  LOCALES,
  {
    allowMissing: true,
    onMissingKey: (key: string) => lookup(MESSAGES[FALLBACK_LOCALE], key) ?? key,
  },
);
