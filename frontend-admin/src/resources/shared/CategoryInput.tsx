import { AdminCall, type CategoryCount } from '@site/contract';
import { useEffect, useState } from 'react';
import { AutocompleteInput, maxLength, useRecordContext } from 'react-admin';
import { useApi } from '../../api/ApiContext';

/** The call that lists a family's categories in use. */
export type CategoryCall = typeof AdminCall.GET_NEWS_CATEGORY_LIST | typeof AdminCall.GET_CASE_CATEGORY_LIST;

interface CategoryChoice {
  id: string;
  name: string;
}

const choiceOf = (name: string): CategoryChoice => ({ id: name, name });

/** The categories of the current lang in use, most used first; `add` offers one more (a new category). */
function useCategories(call: CategoryCall, current?: string) {
  const api = useApi();
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    // A list that cannot be read leaves the picker with the item's own category and "new category".
    void api.call<CategoryCount[]>(call).then(
      (list) => setNames(list.map((category) => category.name)),
      () => {},
    );
  }, [api, call]);
  const choices = (current && !names.includes(current) ? [current, ...names] : names).map(choiceOf);
  const add = (name: string): CategoryChoice => {
    setNames((known) => (known.includes(name) ? known : [...known, name]));
    return choiceOf(name);
  };
  return { choices, add };
}

/**
 * The category of a news item or case, picked from those in use; a new one is made only through the explicit
 * "新建分类 …" entry (or Enter on a name no item uses yet), so a typo no longer files an item apart.
 */
export function CategoryInput({ call }: { call: CategoryCall }) {
  const record = useRecordContext<{ category?: string }>();
  const { choices, add } = useCategories(call, record?.category);
  return (
    <AutocompleteInput
      source="category"
      choices={choices}
      onCreate={(typed?: string) => (typed?.trim() ? add(typed.trim()) : undefined)}
      createItemLabel="app.category.create"
      validate={maxLength(64)}
    />
  );
}

/** The list filter by category: only categories in use (no "new category"). */
export function CategoryFilter({ call, source }: { call: CategoryCall; source: 'category' }) {
  const { choices } = useCategories(call);
  return <AutocompleteInput source={source} choices={choices} />;
}
