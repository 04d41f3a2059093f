import { useContext } from 'react';
import { baiduTongjiScript } from '../lib/seo';
import { NonceContext } from '../lib/nonce';

/**
 * 百度统计 (Baidu Analytics) for the site's id (public setting `baidu_tongji`): Baidu's `hm.js`, loaded with the
 * response's CSP nonce, so the policy allows it on exactly the pages that carry it. Without a valid id, nothing.
 */
export function BaiduTongji({ settings }: { settings: Record<string, string | undefined> }) {
  const nonce = useContext(NonceContext);
  const src = baiduTongjiScript(settings);
  return src ? <script async src={src} nonce={nonce} /> : null;
}
