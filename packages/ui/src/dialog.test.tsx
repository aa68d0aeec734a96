import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

afterEach(cleanup);

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Buka
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Ubah Password">
        <button type="button">Pertama</button>
        <button type="button">Terakhir</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('DESIGN accessible dialog: the dialog is modal, labelled by its title, and takes focus when opened', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Buka' }));
    const dialog = screen.getByRole('dialog', { name: 'Ubah Password' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pertama' }));
  });

  it('DESIGN accessible dialog: Tab holds focus inside the dialog in both directions', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Buka' }));
    const dialog = screen.getByRole('dialog');
    const first = screen.getByRole('button', { name: 'Pertama' });
    const last = screen.getByRole('button', { name: 'Terakhir' });
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('DESIGN accessible dialog: Escape closes the dialog and focus returns to the opener', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Buka' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
