import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog';
import { lazyPart } from './lazy-part';

function NameField({ hint }: { hint: string }) {
  return (
    <label>
      Name <input aria-describedby="hint" />
      <span id="hint">{hint}</span>
    </label>
  );
}

/** A download the test finishes (or fails) when it chooses. */
function controlledDownload() {
  const attempts: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<typeof NameField>((resolve, reject) => attempts.push({ resolve: () => resolve(NameField), reject })),
  );
  return { load, attempts };
}

const options = { fallback: <p role="status">Loading the form</p>, failure: "Couldn't load the form" };

function DialogWith({ Part }: { Part: (props: { hint: string }) => React.ReactElement }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Add something</DialogTitle>
            <DialogDescription>A form that loads when asked for.</DialogDescription>
          </DialogHeader>
          <Part hint="Passed through" />
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('lazyPart', () => {
  it('downloads nothing until shown, shows the skeleton meanwhile, then the part with its props', async () => {
    const { load, attempts } = controlledDownload();
    const Part = lazyPart(load, options);
    render(<DialogWith Part={Part} />);
    expect(load).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form');
    expect(load).toHaveBeenCalledTimes(1);
    attempts[0]!.resolve();
    expect(await screen.findByText('Passed through')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('moves focus to the first field once it arrives in an open dialog', async () => {
    const { load, attempts } = controlledDownload();
    const Part = lazyPart(load, options);
    render(<DialogWith Part={Part} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    // Nothing to type in yet: the dialog focused its close button.
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    attempts[0]!.resolve();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus());
  });

  it('renders at once, without the skeleton, when preloaded', async () => {
    const { load, attempts } = controlledDownload();
    const Part = lazyPart(load, options);
    Part.preload();
    Part.preload();
    expect(load).toHaveBeenCalledTimes(1);
    attempts[0]!.resolve();
    await Promise.resolve();
    await Promise.resolve();

    render(<DialogWith Part={Part} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText('Passed through')).toBeInTheDocument();
    // The dialog focused the first field itself, as with any form present from the start.
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus();
  });

  it('says so when the download fails, and Try again downloads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, attempts } = controlledDownload();
    const Part = lazyPart(load, options);
    render(<DialogWith Part={Part} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    attempts[0]!.reject(new TypeError('Failed to fetch dynamically imported module'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load the form");
    expect(alert).toHaveTextContent('Its code could not be downloaded. Check your connection and try again.');
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(load).toHaveBeenCalledTimes(2);
    attempts[1]!.resolve();
    expect(await screen.findByText('Passed through')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
