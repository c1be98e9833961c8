import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink, type PageView } from '../lib/analytics';
import { mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render';

afterEach(() => {
  setAnalyticsSink(() => undefined);
});

describe('route changes (SPEC §2.3)', () => {
  it('report a page view and scroll to the top', async () => {
    mockFetch({});
    const views: PageView[] = [];
    setAnalyticsSink((view) => views.push(view));
    const { router } = renderApp({ user: null, path: '/' });
    await screen.findByRole('heading', { level: 1, name: /Catch website problems/ });
    await waitFor(() => expect(views.map((view) => view.path)).toEqual(['/']));
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo;

    await act(() => router.navigate('/forgot-password?from=test'));

    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    await waitFor(() => expect(views.map((view) => view.path)).toEqual(['/', '/forgot-password?from=test']));
    expect(views[1]?.title).toBe('Reset your password · Sitewarden');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
