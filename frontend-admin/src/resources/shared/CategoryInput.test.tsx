import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, RecordContextProvider, ResourceContextProvider, SaveButton } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/fake-api';
import { renderWithApi } from '../../test/render-with-api';
import { CategoryInput } from './CategoryInput';

const IN_USE = [
  { name: '公司新闻', count: 2 },
  { name: '产品', count: 1 },
];

function renderForm(record: { id: number; category: string }) {
  const onSubmit = vi.fn();
  renderWithApi(
    <ResourceContextProvider value="news">
      <RecordContextProvider value={record}>
        <Form record={record} onSubmit={onSubmit}>
          <CategoryInput call="get_news_category_list" />
          <SaveButton alwaysEnable />
        </Form>
      </RecordContextProvider>
    </ResourceContextProvider>,
    { get_news_category_list: ok(IN_USE) },
  );
  return onSubmit;
}

const saved = async (onSubmit: ReturnType<typeof vi.fn>) => {
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  return onSubmit.mock.calls[0][0].category;
};

describe('the category picker', () => {
  it('offers the categories in use, most used first', async () => {
    renderForm({ id: 1, category: '产品' });
    const input = await screen.findByRole('combobox', { name: '分类' });
    expect(input).toHaveValue('产品');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '' } });
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['公司新闻', '产品']);
  });

  it('makes a new category only through its explicit entry', async () => {
    const onSubmit = renderForm({ id: 1, category: '' });
    const input = await screen.findByRole('combobox', { name: '分类' });
    fireEvent.change(input, { target: { value: '公司新問' } });
    fireEvent.click(await screen.findByRole('option', { name: '新建分类“公司新問”' }));
    await waitFor(() => expect(input).toHaveValue('公司新問'));
    expect(await saved(onSubmit)).toBe('公司新問');
  });

  it('keeps a category no longer in the list when the item is saved unchanged', async () => {
    const onSubmit = renderForm({ id: 1, category: '旧分类' });
    expect(await screen.findByRole('combobox', { name: '分类' })).toHaveValue('旧分类');
    expect(await saved(onSubmit)).toBe('旧分类');
  });
});
