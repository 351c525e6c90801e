import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGE, OfflineBanner } from './offline-banner';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('OfflineBanner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says nothing while online', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the app is offline when the connection drops, and goes away when it is back', () => {
    render(<OfflineBanner />);
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
    goOffline(false);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
