import { describe, expect, it } from 'vitest';
import { liveRegionOf, TOAST_SETTINGS } from './Toasts';

describe('toasts', () => {
  it('use the spec settings', () => {
    expect(TOAST_SETTINGS).toMatchObject({
      autoHideDuration: 6000,
      anchorOrigin: { vertical: 'top', horizontal: 'center' },
      preventDuplicate: false,
      resumeAfterTouchMs: 2000,
    });
    expect(TOAST_SETTINGS.maxSnack).toBeGreaterThan(1_000_000);
  });

  it('announce errors assertively and everything else politely', () => {
    expect(liveRegionOf('error')).toEqual({ role: 'alert', 'aria-live': 'assertive' });
    expect(liveRegionOf('warning')).toEqual({ role: 'status', 'aria-live': 'polite' });
    expect(liveRegionOf('info')).toEqual({ role: 'status', 'aria-live': 'polite' });
  });
});
