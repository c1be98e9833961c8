import { fireEvent, screen } from '@testing-library/react';
import { useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { useSearchParam, useTabParam } from './search-param';

/** Two controls changed by one gesture, before React renders again: the second must not undo the first. */
function TwoChoices() {
  const [, setRange] = useSearchParam('range');
  const [, setTab] = useTabParam(['overview', 'history'], 'overview');
  const [params] = useSearchParams();
  return (
    <>
      <button
        onClick={() => {
          setRange('7d');
          setTab('history');
        }}
      >
        Both
      </button>
      <output>{params.toString()}</output>
    </>
  );
}

describe('search parameters in the address', () => {
  it('keeps each of two changes made one after the other before the page renders again', async () => {
    const { router } = renderWithProviders(<TwoChoices />, { path: '/reports?domain=a' });
    fireEvent.click(screen.getByRole('button', { name: 'Both' }));
    await screen.findByText('domain=a&range=7d&tab=history');
    expect(router.state.location.search).toBe('?domain=a&range=7d&tab=history');
  });
});
