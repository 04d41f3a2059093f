import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';
import { DATE_TIME_OPTIONS } from '../../i18n/dateTime';

/** react-admin's DateField with the time, written like every other date of the back office (i18n/dateTime.ts). */
export function DateTimeField(props: Omit<DateFieldProps, 'showTime' | 'locales' | 'options'>) {
  const [locale] = useLocaleState();
  return <DateField {...props} showTime locales={locale} options={DATE_TIME_OPTIONS} />;
}
