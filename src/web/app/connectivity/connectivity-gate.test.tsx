import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionErrorPanel } from '../errors/connection-error-panel';
import { findToast, renderWithProviders } from '../../test/render';
import { ConnectivityGate } from './connectivity-gate';

let online = true;

function goOffline() {
  online = false;
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

function goOnline() {
  online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

function stubOnline() {
  online = true;
  vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
}

afterEach(() => {
  online = true;
});

describe('offline banner and connection toasts (SPEC §2.3, §4)', () => {
  it('shows a banner and dims the content, which can no longer be clicked', async () => {
    stubOnline();
    const onClick = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ConnectivityGate>
        <button type="button" onClick={onClick}>
          Save
        </button>
      </ConnectivityGate>,
    );

    expect(screen.queryByText(/You're offline/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);

    goOffline();

    expect(screen.getByText(/You're offline/).closest('[role="status"]')).toBeInTheDocument();
    const content = screen.getByText('Save').closest('[data-offline]');
    expect(content).toHaveClass('opacity-50');
    expect(content).toHaveAttribute('inert');
    await expect(user.click(screen.getByText('Save'))).rejects.toThrow(/pointer-events: none/);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("toasts 'Connection Lost' and then 'Back Online'", async () => {
    stubOnline();
    renderWithProviders(
      <ConnectivityGate>
        <p>Content</p>
      </ConnectivityGate>,
    );

    goOffline();
    expect(await findToast('Connection Lost')).toHaveTextContent(
      'You are currently offline. Some features may be unavailable.',
    );

    goOnline();
    expect(await findToast('Back Online')).toHaveTextContent('Your connection has been restored.');
    expect(screen.queryByText('Connection Lost')).not.toBeInTheDocument();
    expect(screen.queryByText(/You're offline/)).not.toBeInTheDocument();
    expect(screen.getByText('Content').closest('[data-offline]')).toBeNull();
  });
});

describe('connection-error panel', () => {
  it("reads 'Connection Error' when online and retries on request", async () => {
    stubOnline();
    const onRetry = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ConnectionErrorPanel onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Connection Error' })).toBeInTheDocument();
    expect(screen.getByText('Unable to connect to the server')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("reads 'You're Offline' when offline", () => {
    stubOnline();
    online = false;
    renderWithProviders(<ConnectionErrorPanel onRetry={vi.fn()} />);
    expect(screen.getByRole('heading', { name: "You're Offline" })).toBeInTheDocument();
    expect(screen.getByText('Please check your internet connection and try again.')).toBeInTheDocument();
  });
});
