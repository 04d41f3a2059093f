import type { ReactNode } from 'react';
import { navItem, type RenderedText } from '../lib/site';
import { PageHeading } from './PageHeading';
import { RichContent } from './RichContent';

/** A menu page built around its page text (about, join, service, education), with extra sections after it. */
export function TextPage({ page, text, children }: { page: string; text: RenderedText | null; children?: ReactNode }) {
  const item = navItem(page);
  return (
    <>
      <PageHeading title={text?.title || item.label} trail={[{ name: item.label, path: item.to }]} />
      {text ? <RichContent html={text.html} className="page-text" /> : <p className="empty">内容整理中，敬请期待。</p>}
      {children}
    </>
  );
}
