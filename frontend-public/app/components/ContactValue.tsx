import { SettingKey } from '@site/contract';

const PHONE_KEYS: ReadonlySet<string> = new Set([SettingKey.CONTACT_HOTLINE, SettingKey.CONTACT_PHONE]);

/**
 * The number a phone dials: the setting's leading digits (with a leading `+`, spaces, dashes, brackets between
 * them), without what follows (`转 8001`, an extension the visitor asks for). `021-6000 0000` → `tel:02160000000`.
 */
export function telHref(phone: string): string {
  const number = /\+?\d[\d\s().-]*/.exec(phone)?.[0] ?? '';
  return `tel:${number.replace(/(?!^\+)\D/g, '')}`;
}

/** A contact setting as visitors use it: a phone number dials (`tel:`), an e-mail address writes (`mailto:`). */
export function ContactValue({ settingKey, value }: { settingKey: string; value: string }) {
  if (settingKey === SettingKey.CONTACT_EMAIL) return <a href={`mailto:${value}`}>{value}</a>;
  if (PHONE_KEYS.has(settingKey) && /\d/.test(value)) return <a href={telHref(value)}>{value}</a>;
  return <>{value}</>;
}
