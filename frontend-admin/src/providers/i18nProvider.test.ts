import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from './i18nProvider';

describe('i18nProvider plurals', () => {
  afterEach(() => i18nProvider.changeLocale('zh-CN'));

  it('confirms one deletion with 这条 and several with 这 N 条', () => {
    const confirm = (count: number) =>
      i18nProvider.translate('ra.message.bulk_delete_content', { smart_count: count, name: '新闻' });
    expect(confirm(1)).toBe('确定要删除这条新闻吗？');
    expect(confirm(3)).toBe('确定要删除这 3 条吗？');
  });

  it('keeps one and several apart in Polish too', async () => {
    await i18nProvider.changeLocale('pl');
    const deleted = (count: number) => i18nProvider.translate('ra.notification.deleted', { smart_count: count });
    expect(deleted(5)).not.toBe(deleted(1));
  });
});
