import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../../lib/navigation';
import { AppErrorBoundary } from './app-error-boundary';
import { PageErrorBoundary } from './page-error-boundary';
import { RouteErrorBoundary } from './route-error-boundary';

let shouldThrow = true;

function Flaky() {
  if (shouldThrow) throw new Error('Widget exploded');
  return <p>All good</p>;
}

beforeEach(() => {
  shouldThrow = true;
  // React logs caught errors; the tests check what people see instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('app-wide error screen', () => {
  it('says what happened and offers Try Again and Go Home', () => {
    render(
      <AppErrorBoundary>
        <Flaky />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('Try Again resets and shows the page again', async () => {
    const user = userEvent.setup();
    render(
      <AppErrorBoundary>
        <Flaky />
      </AppErrorBoundary>,
    );
    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('catches route errors and Try Again renders the route again', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/', Component: Flaky, ErrorBoundary: RouteErrorBoundary }]);
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('All good')).toBeInTheDocument();
  });
});

describe('per-page error panel', () => {
  it("shows 'Page Error' with the message and reloads on request", async () => {
    const reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <div>
        <nav>Still here</nav>
        <PageErrorBoundary resetKey="/a">
          <Flaky />
        </PageErrorBoundary>
      </div>,
    );

    expect(screen.getByRole('heading', { name: 'Page Error' })).toBeInTheDocument();
    expect(screen.getByText('This page encountered an error.')).toBeInTheDocument();
    expect(screen.getByText('Widget exploded')).toBeInTheDocument();
    expect(screen.getByText('Still here')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('clears when the page changes', () => {
    const { rerender } = render(
      <PageErrorBoundary resetKey="/a">
        <Flaky />
      </PageErrorBoundary>,
    );
    expect(screen.getByText('Page Error')).toBeInTheDocument();
    shouldThrow = false;
    rerender(
      <PageErrorBoundary resetKey="/b">
        <Flaky />
      </PageErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
  });
});
