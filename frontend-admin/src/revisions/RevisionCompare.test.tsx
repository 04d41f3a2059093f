import { render, screen } from '@testing-library/react';
import type { Revision } from '@site/contract';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../providers/i18nProvider';
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
  it('shows only the fields that differ: plain ones word by word, rich text rendered', { timeout: 30_000 }, () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <RevisionCompare
          older={revision(1, {
            title: '旧 标题',
            summary: '同样',
            content: '<p><strong>旧正文</strong></p>',
            views: 1,
          })}
          newer={revision(2, { title: '新 标题', summary: '同样', content: '<p>新正文</p>', views: 9 })}
          onClose={vi.fn()}
        />
      </AdminContext>,
    );
    expect(screen.getByText('title')).toBeInTheDocument();
    expect(screen.queryByText('summary')).toBeNull();
    expect(screen.queryByText('views')).toBeNull();
    expect(screen.getByText('旧')).toBeInTheDocument();
    expect(screen.getByText('新')).toBeInTheDocument();
    expect(screen.getByText('旧正文').tagName).toBe('STRONG');
    expect(screen.getByText('版本 1 · admin')).toBeInTheDocument();
  });
});
