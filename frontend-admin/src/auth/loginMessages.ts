import type { AppMessages } from '../i18n/messages';
import { zhCN } from '../i18n/zh-CN';

/** react-admin keeps the chosen language in its localStorage store under this key, as JSON. */
const LOCALE_KEY = 'RaStore.locale';

/** The other languages, fetched only when one of them was chosen (the login page carries Chinese alone). */
const LOADED_WHEN_CHOSEN: Record<string, () => Promise<AppMessages>> = {
  en: () => import('../i18n/en').then((module) => module.en),
  pl: () => import('../i18n/pl').then((module) => module.pl),
  sv: () => import('../i18n/sv').then((module) => module.sv),
};

export const LOGIN_DEFAULT = { locale: 'zh-CN', messages: zhCN };

/** The language chosen in the back office last time (react-admin's store), or Simplified Chinese. */
export function chosenLocale(): string {
  try {
    const locale: unknown = JSON.parse(localStorage.getItem(LOCALE_KEY) ?? 'null');
    return typeof locale === 'string' && locale in LOADED_WHEN_CHOSEN ? locale : LOGIN_DEFAULT.locale;
  } catch {
    return LOGIN_DEFAULT.locale;
  }
}

/** The messages of `locale`; Chinese when it is the default or cannot be fetched. */
export async function loginMessages(locale: string): Promise<AppMessages> {
  return (await LOADED_WHEN_CHOSEN[locale]?.().catch(() => null)) ?? zhCN;
}
