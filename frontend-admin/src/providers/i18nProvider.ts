import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import type { AppMessages } from '../i18n/messages';
import { sv } from '../i18n/sv';
import { zhCN } from '../i18n/zh-CN';

export const DEFAULT_LOCALE = 'zh-CN';
/** Product spec: Swedish is the fallback language. */
export const FALLBACK_LOCALE = 'sv';

/** In the first bundle: the default language, and Swedish for keys missing in another. */
const BUNDLED: Record<string, AppMessages> = { 'zh-CN': zhCN, sv };
/** Loaded when chosen, so /adm/login carries only the two above. */
const LOADED_WHEN_CHOSEN: Record<string, () => Promise<AppMessages>> = {
  pl: () => import('../i18n/pl').then((module) => module.pl),
  en: () => import('../i18n/en').then((module) => module.en),
};

/**
 * Fetches the languages not in the first bundle once the signed-in app is idle (about 8 KB compressed): a switch then
 * waits only for react-admin's re-render of the whole app, not for a chunk requested after the click as well, which
 * on a busy machine made a switch to Polish take over 5 s (issue #22's CI failure).
 */
export function preloadLanguages(): void {
  for (const load of Object.values(LOADED_WHEN_CHOSEN)) void load().catch(() => undefined);
}

function messagesOf(locale: string): AppMessages | Promise<AppMessages> {
  return BUNDLED[locale] ?? LOADED_WHEN_CHOSEN[locale]?.() ?? BUNDLED[DEFAULT_LOCALE];
}

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
/**
 * Every message file writes one form for one item and one for several (`这条 |||| 这 %{smart_count} 条`). Polyglot's
 * own rules would give Chinese a single form (always the first: 这条 for several items) and Polish three.
 */
const PLURAL_RULES = {
  pluralTypes: { oneOrSeveral: (count: number) => (count === 1 ? 0 : 1) },
  pluralTypeToLanguages: { oneOrSeveral: LOCALES.map(({ locale }) => locale) },
};

const polyglot = polyglotI18nProvider(messagesOf, DEFAULT_LOCALE, LOCALES, {
  pluralRules: PLURAL_RULES,
  allowMissing: true,
  onMissingKey: (key: string) => lookup(BUNDLED[FALLBACK_LOCALE], key) ?? key,
});

/**
 * The page's `<html lang>` follows the chosen language (screen readers, hyphenation, font choice for accents), on
 * a switch and when react-admin restores the language chosen last time.
 */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  async changeLocale(locale, options) {
    await polyglot.changeLocale(locale, options);
    document.documentElement.lang = locale;
  },
};
