import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProseHtml } from './prose-html';

const HTML =
  '<h2 id="intro">Intro</h2><p><a href="/pricing">pricing</a> <a href="/api/resources/x/download">download</a> ' +
  '<a href="https://www.rfc-editor.org/rfc/rfc9110" rel="noopener noreferrer">RFC 9110</a> <a href="#intro">top</a></p>';

function renderProse() {
  const router = createMemoryRouter(
    [
      { path: '/article', element: <ProseHtml html={HTML} /> },
      { path: '/pricing', element: <h1>Pricing</h1> },
    ],
    { initialEntries: ['/article'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Clicks a link and says whether the browser would have followed it (the app did not take the click over). */
function click(name: string): boolean {
  return fireEvent.click(screen.getByRole('link', { name }));
}

describe('ProseHtml', () => {
  it('shows the server’s HTML as it is', () => {
    renderProse();
    expect(screen.getByRole('heading', { level: 2, name: 'Intro' })).toHaveAttribute('id', 'intro');
    expect(screen.getByRole('link', { name: 'RFC 9110' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens a page of this site inside the app', async () => {
    const router = renderProse();
    expect(click('pricing')).toBe(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('leaves downloads, other sites and in-page anchors to the browser', () => {
    const router = renderProse();
    expect(click('download')).toBe(true);
    expect(click('RFC 9110')).toBe(true);
    expect(click('top')).toBe(true);
    expect(router.state.location.pathname).toBe('/article');
  });
});
