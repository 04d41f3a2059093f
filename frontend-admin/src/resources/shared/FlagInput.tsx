import { BooleanInput, type BooleanInputProps } from 'react-admin';

/** A 0/1 field of the contract (`status`, `is_top`, `is_public`) as a switch. */
export function FlagInput(props: BooleanInputProps) {
  return (
    <BooleanInput
      format={(value: unknown) => Number(value) === 1}
      parse={(checked: boolean) => (checked ? 1 : 0)}
      {...props}
    />
  );
}
