import { PublicCall, type Img, type PageText, type Seo } from '@site/contract';
import type { ServerApi } from './api.server';
import { renderRichHtml } from './rich.server';
import type { RenderedText } from './site';

/** A page's SEO entry (the API falls back to the home entry); pages still render without one. */
export function seoOf(api: ServerApi, page: string): Promise<Seo | null> {
  return api.callOr<Seo | null>(null, PublicCall.GET_SEO_DETAIL, { page });
}

/** A page text with its rich content rendered for the page; null when the admin has not written it. */
export async function pageTextOf(api: ServerApi, key: string): Promise<RenderedText | null> {
  const text = await api.optional<PageText>(PublicCall.GET_PAGE_TEXT, { key });
  return text && { title: text.title, html: await renderRichHtml(text.content, api.measureUploads) };
}

/** The visible entries of one image-list group (banner, partner, honor, service, education). */
export async function imagesOf(api: ServerApi, group: string): Promise<Img[]> {
  const { list } = await api.required<{ list: Img[] }>(PublicCall.GET_IMG_LIST, { group });
  return list;
}
