import { render, screen } from '@testing-library/react';
import type { Revision } from '@site/contract';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../providers/i18nProvider';
import { RevisionCompare } from './RevisionCompare';

const revision = (version: number, snapshot: Record<string, unknown>): Revision => ({
  id: version,
  family: 'news',
  item_id: 1,
  version,
  action: 'update',
  title: String(snapshot.title),
  fields: [],
  admin_id: 1,
  username: 'admin',
  created_at: '2026-11-21T08:00:00.000Z',
  snapshot,
});

describe('RevisionCompare', () => {
  it(
    'shows only the fields that differ, named in the interface language: plain ones word by word, rich text rendered',
    { timeout: 30_000 },
    () => {
      render(
        <AdminContext i18nProvider={i18nProvider}>
          <ResourceContextProvider value="news">
            <RevisionCompare
              older={revision(1, {
                title: '旧 标题',
                summary: '同样',
                content: '<p><strong>旧正文</strong> <span class="ql-formula" data-value="x^2"></span></p>',
                views: 1,
              })}
              newer={revision(2, { title: '新 标题', summary: '同样', content: '<p>新正文</p>', views: 9 })}
              onClose={vi.fn()}
            />
          </ResourceContextProvider>
        </AdminContext>,
      );
      // Field names as the interface says them; the formula typeset (stored, it is an empty span).
      expect(screen.getByText('标题', { selector: 'td' })).toBeInTheDocument();
      expect(screen.queryByText('摘要', { selector: 'td' })).toBeNull();
      expect(screen.queryByText('浏览量', { selector: 'td' })).toBeNull();
      expect(document.querySelector('.ql-formula .katex')).not.toBeNull();
      expect(screen.getByLabelText('关闭')).toBeInTheDocument();
      expect(screen.getByText('旧')).toBeInTheDocument();
      expect(screen.getByText('新')).toBeInTheDocument();
      expect(screen.getByText('旧正文').tagName).toBe('STRONG');
      expect(screen.getByText('版本 1 · admin')).toBeInTheDocument();
    },
  );
});
