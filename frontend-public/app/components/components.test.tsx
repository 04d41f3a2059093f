// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { listPath, newsListPath, withSearch } from '../lib/list-paths';
import { Breadcrumbs } from './Breadcrumbs';
import { Pagination } from './Pagination';
import { SiteFooter } from './SiteFooter';
import { sectionOf } from './SiteHeader';

afterEach(cleanup);

const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('Pagination', () => {
  it('links every page by its path, keeping category and keyword, and marks the current page', () => {
    const hrefOf = (page: number) => withSearch(newsListPath({ category: '技术分享', page }), '膜');
    inRouter(<Pagination page={2} pages={3} hrefOf={hrefOf} />);
    expect(screen.getByRole('link', { name: '第 3 页' }).getAttribute('href')).toBe(
      '/news/category/%E6%8A%80%E6%9C%AF%E5%88%86%E4%BA%AB/page/3?q=%E8%86%9C',
    );
    expect(screen.getByRole('link', { name: '第 1 页' }).getAttribute('href')).toBe(
      '/news/category/%E6%8A%80%E6%9C%AF%E5%88%86%E4%BA%AB?q=%E8%86%9C',
    );
    expect(screen.getByText('2').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '上一页' }).getAttribute('href')).toBe(
      screen.getByRole('link', { name: '第 1 页' }).getAttribute('href'),
    );
    expect(screen.getByRole('link', { name: '下一页' }).getAttribute('href')).toContain('/page/3');
  });

  it('shows nothing for a single page', () => {
    const { container } = inRouter(<Pagination page={1} pages={1} hrefOf={(page) => listPath('/perform', page)} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('SiteFooter', () => {
  it('shows the contact details, the ICP licence number and the copyright from the settings', () => {
    inRouter(
      <SiteFooter
        siteName="澄川环境"
        settings={{
          company_name: '澄川环境科技',
          contact_hotline: '400-1',
          icp: '苏ICP备1号',
          copyright: '© 2026 澄川',
        }}
      />,
    );
    expect(screen.getByText('澄川环境科技')).toBeTruthy();
    expect(screen.getByText('400-1')).toBeTruthy();
    expect(screen.getByRole('link', { name: '苏ICP备1号' }).getAttribute('href')).toBe('https://beian.miit.gov.cn/');
    expect(screen.getByText('© 2026 澄川')).toBeTruthy();
  });

  it('links the 公安备案 line to its record by the number it carries; one without a number stays text', () => {
    inRouter(
      <SiteFooter siteName="澄川" settings={{ icp: '苏ICP备1号', police_record: '苏公网安备32010202000123号' }} />,
    );
    expect(screen.getByRole('link', { name: '苏公网安备32010202000123号' }).getAttribute('href')).toBe(
      'https://beian.mps.gov.cn/#/query/webSearch?code=32010202000123',
    );
  });

  it('shows a 公安备案 line without a number as text', () => {
    inRouter(<SiteFooter siteName="澄川" settings={{ icp: '苏ICP备1号', police_record: '公安备案办理中' }} />);
    expect(screen.getByText('公安备案办理中').closest('a')).toBeNull();
  });

  it('writes a copyright line from the company name when none is set', () => {
    inRouter(<SiteFooter siteName="澄川环境" settings={{}} />);
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} 澄川环境 版权所有`))).toBeTruthy();
  });
});

describe('navigation', () => {
  it('marks the last crumb as the current page', () => {
    inRouter(
      <Breadcrumbs
        trail={[
          { name: '新闻动态', path: '/news' },
          { name: '标题', path: '/detail/1' },
        ]}
      />,
    );
    expect(screen.getByText('标题').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '新闻动态' }).getAttribute('href')).toBe('/news');
  });

  it('files a news page under 新闻动态', () => {
    expect(sectionOf('/detail/7')).toBe('/news');
    expect(sectionOf('/news/category/%E5%85%AC%E5%8F%B8/page/2')).toBe('/news');
    expect(sectionOf('/perform/page/3')).toBe('/perform');
    expect(sectionOf('/about/')).toBe('/about');
    expect(sectionOf('/')).toBe('/');
  });
});
