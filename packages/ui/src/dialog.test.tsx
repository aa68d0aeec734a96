import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

/**
 * jsdom has HTMLDialogElement but neither showModal nor close: a tiny stand-in that opens and closes the element the
 * way the platform does (the `open` attribute; `close` fires the close event). Inertness, the top layer and the
 * Escape key itself are the browser's: the PWA's e2e (production dialogs) checks them in Chromium.
 */
const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
const showModal = vi.fn(function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
});
function close(this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
}

beforeEach(() => {
  proto.showModal = showModal;
  proto.close = close;
});
afterEach(() => {
  cleanup();
  delete proto.showModal;
  delete proto.close;
  showModal.mockClear();
});

/** What the platform fires on the topmost modal dialog when Escape is pressed; true when the page refused it. */
function cancel(dialog: HTMLElement, cancelable = true): boolean {
  const event = new Event('cancel', { cancelable });
  act(() => {
    dialog.dispatchEvent(event);
  });
  return event.defaultPrevented;
}

function Harness({ dismissible = true, onClose }: { dismissible?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const reasonRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Buka
      </button>
      <Dialog
        open={open}
        dismissible={dismissible}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Detail Penarikan"
        initialFocusRef={reasonRef}
        actions={
          <button type="button" onClick={() => setConfirming(true)}>
            Batalkan
          </button>
        }
      >
        <input ref={reasonRef} aria-label="Alasan" />
      </Dialog>
      <Dialog open={confirming} onClose={() => setConfirming(false)} title="Yakin membatalkan?">
        <button type="button">Ya</button>
      </Dialog>
    </>
  );
}

const openFirst = () => {
  const opener = screen.getByRole('button', { name: 'Buka' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Detail Penarikan' }) };
};

describe('Dialog', () => {
  it('DESIGN accessible dialog: a <dialog> opened with showModal, labelled by its title, focus on the chosen field', () => {
    render(<Harness />);
    const { dialog } = openFirst();
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Alasan' }));
  });

  it('DESIGN accessible dialog: Escape (the dialog’s cancel event) asks the owner to close; focus returns to the opener', () => {
    render(<Harness />);
    const { opener, dialog } = openFirst();
    expect(cancel(dialog)).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('DESIGN accessible dialog: stacked, Escape closes only the top dialog, and focus goes back to its opener in the first', () => {
    render(<Harness />);
    const { dialog: first } = openFirst();
    const confirmOpener = screen.getByRole('button', { name: 'Batalkan' });
    confirmOpener.focus();
    fireEvent.click(confirmOpener);
    const top = screen.getByRole('dialog', { name: 'Yakin membatalkan?' });
    // no listener on document: an Escape keydown there closes nothing
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    cancel(top);
    expect(screen.queryByRole('dialog', { name: 'Yakin membatalkan?' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Detail Penarikan' })).toBe(first);
    expect(document.activeElement).toBe(confirmOpener);
  });

  it('DESIGN accessible dialog: a backdrop click closes it; a click inside, or a drag from inside to the backdrop, does not', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const { dialog } = openFirst();
    const field = screen.getByRole('textbox', { name: 'Alasan' });
    fireEvent.mouseDown(field);
    fireEvent.click(field);
    fireEvent.mouseDown(field);
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('DESIGN accessible dialog: while it may not close (dismissible false), Escape and the backdrop leave it open', () => {
    const onClose = vi.fn();
    render(<Harness dismissible={false} onClose={onClose} />);
    const { dialog } = openFirst();
    expect(cancel(dialog)).toBe(true);
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.hasAttribute('open')).toBe(true);
  });

  it('DESIGN accessible dialog: a cancel the page may not refuse closes the element; the owner is told once and it shows again while its state says open', () => {
    const onClose = vi.fn();
    render(<Harness dismissible={false} onClose={onClose} />);
    const { dialog } = openFirst();
    expect(cancel(dialog, false)).toBe(false);
    act(() => (dialog as HTMLDialogElement).close());
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(showModal).toHaveBeenCalledTimes(2);

    cleanup();
    render(<Harness onClose={onClose} />);
    const again = openFirst().dialog as HTMLDialogElement;
    cancel(again, false);
    act(() => again.close());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('DESIGN accessible dialog: without showModal (old engines) the same dialog shows with the open attribute', () => {
    delete proto.showModal;
    delete proto.close;
    render(<Harness />);
    const { opener, dialog } = openFirst();
    expect(dialog.hasAttribute('open')).toBe(true);
    cancel(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
