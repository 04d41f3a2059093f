import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../providers/i18nProvider';
import { formatDateTime, useFormatDateTime } from './dateTime';

const MOMENT = '2026-03-04T05:06:07.000Z';

function Shown() {
  const format = useFormatDateTime();
  return <p>{format(MOMENT)}</p>;
}

describe('useFormatDateTime', { timeout: 20_000 }, () => {
  it('writes dates in Chinese by default', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <Shown />
      </AdminContext>,
    );
    expect(await screen.findByText(formatDateTime(MOMENT, 'zh-CN'))).toBeInTheDocument();
  });

  it('follows the language chosen in the interface', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale: 'pl' })}>
        <Shown />
      </AdminContext>,
    );
    expect(await screen.findByText(formatDateTime(MOMENT, 'pl'))).toBeInTheDocument();
  });
});
