// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactValue, telHref } from './ContactValue';

afterEach(cleanup);

describe('telHref', () => {
  it('dials the leading number only: separators dropped, a leading + kept, an extension left out', () => {
    expect(telHref('400-820-8820')).toBe('tel:4008208820');
    expect(telHref('+86 (21) 6000 0000')).toBe('tel:+862160000000');
    expect(telHref('021-6000 0000 转 8001')).toBe('tel:02160000000');
    expect(telHref(' 电话：021 6000 0000')).toBe('tel:02160000000');
  });
});

describe('ContactValue', () => {
  it('links phone numbers with tel: and e-mail with mailto:, and leaves other settings as text', () => {
    render(
      <>
        <ContactValue settingKey="contact_hotline" value="400-000-0000" />
        <ContactValue settingKey="contact_email" value="a@b.example" />
        <ContactValue settingKey="contact_address" value="上海市 1 号" />
        <ContactValue settingKey="contact_phone" value="请来电" />
      </>,
    );
    expect(screen.getByRole('link', { name: '400-000-0000' }).getAttribute('href')).toBe('tel:4000000000');
    expect(screen.getByRole('link', { name: 'a@b.example' }).getAttribute('href')).toBe('mailto:a@b.example');
    expect(screen.queryByRole('link', { name: /上海市|请来电/ })).toBeNull();
  });
});
