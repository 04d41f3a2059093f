import { DateTimeInput, NumberInput, SearchInput, SelectInput, type DateTimeInputProps } from 'react-admin';

/** The search box of every list (the contract's `keyword`). */
export const searchFilter = <SearchInput key="q" source="q" alwaysOn />;

/** A `status` filter (published / hidden). */
export const statusFilter = (
  <SelectInput
    key="status"
    source="status"
    choices={[
      { id: 1, name: 'app.status.on' },
      { id: 0, name: 'app.status.off' },
    ]}
  />
);

/** ISO 8601 UTC in, local date and time in the picker, ISO 8601 UTC out. */
export function IsoDateTimeInput(props: DateTimeInputProps) {
  return <DateTimeInput parse={(value: string) => (value ? new Date(value).toISOString() : undefined)} {...props} />;
}

export const SortInput = () => <NumberInput source="sort" defaultValue={0} />;
