import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './dialog';
import { AboveModals, registerOpenModal, topOpenModal } from './top-layer';

/**
 * jsdom has no showModal: the Dialog's feature-detected fallback shows the element with the `open` attribute, and it
 * still registers as the topmost open modal. That the toast is then usable (visible over the backdrop, clickable,
 * not inert) is the browser's part: the PWA's e2e toast-over-dialog checks it in Chromium.
 */
afterEach(cleanup);

function Harness() {
  const [first, setFirst] = useState(false);
  const [second, setSecond] = useState(false);
  const [toasts, setToasts] = useState<string[]>([]);
  const toast = (text: string) => setToasts((list) => [...list, text]);
  return (
    <>
      <button type="button" onClick={() => setFirst(true)}>
        Ubah rekening
      </button>
      <Dialog
        open={first}
        onClose={() => setFirst(false)}
        title="Update Rekening Bank"
        actions={
          <>
            <button type="button" onClick={() => toast('Gagal menyimpan')}>
              Simpan gagal
            </button>
            <button
              type="button"
              onClick={() => {
                toast('Update Success');
                setFirst(false);
              }}
            >
              Simpan
            </button>
            <button type="button" onClick={() => setSecond(true)}>
              Hapus
            </button>
          </>
        }
      >
        <p>Rekening</p>
      </Dialog>
      <Dialog open={second} onClose={() => setSecond(false)} title="Yakin menghapus?">
        <button type="button" onClick={() => toast('Tidak bisa dihapus')}>
          Ya
        </button>
      </Dialog>
      <AboveModals>
        <section aria-label="Notifikasi" aria-live="polite">
          {toasts.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      </AboveModals>
    </>
  );
}

const region = () => screen.getByRole('region', { name: 'Notifikasi' });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('AboveModals (toasts over a modal dialog)', () => {
  it('DESIGN accessible dialog: with no dialog open the region sits at the end of the body, outside any dialog', () => {
    render(<Harness />);
    expect(topOpenModal()).toBeNull();
    const layer = region().parentElement;
    expect(layer?.parentElement).toBe(document.body);
    expect(document.body.lastElementChild).toBe(layer);
    expect(region().closest('dialog')).toBeNull();
  });

  it('DESIGN accessible dialog: the fallback opens the dialog with `open`; a toast raised inside it shows inside it', () => {
    render(<Harness />);
    const before = region();
    click('Ubah rekening');
    const dialog = screen.getByRole('dialog', { name: 'Update Rekening Bank' });
    expect(typeof HTMLDialogElement.prototype.showModal).not.toBe('function');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(topOpenModal()).toBe(dialog);
    click('Simpan gagal');
    expect(dialog.contains(screen.getByText('Gagal menyimpan'))).toBe(true);
    // moved, not re-created: the same live region, so what it holds is not announced again
    expect(region()).toBe(before);
    // after the dialog's own panel, so the panel's first control still takes the first focus
    expect(dialog.lastElementChild).toBe(before.parentElement);
  });

  it('DESIGN accessible dialog: stacked dialogs: the region follows the topmost, then moves back down and out', () => {
    render(<Harness />);
    click('Ubah rekening');
    const first = screen.getByRole('dialog', { name: 'Update Rekening Bank' });
    click('Simpan gagal');
    click('Hapus');
    const top = screen.getByRole('dialog', { name: 'Yakin menghapus?' });
    expect(top.contains(region())).toBe(true);
    expect(first.contains(region())).toBe(false);
    click('Ya');
    expect(top.contains(screen.getByText('Tidak bisa dihapus'))).toBe(true);

    fireEvent(top, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog', { name: 'Yakin menghapus?' })).toBeNull();
    expect(first.contains(region())).toBe(true);
    // nothing lost on the way: both toasts still there, once each
    expect(screen.getAllByText('Gagal menyimpan')).toHaveLength(1);
    expect(screen.getAllByText('Tidak bisa dihapus')).toHaveLength(1);
  });

  it('DESIGN accessible dialog: a toast raised as the dialog closes lands in the body, not in the removed dialog', () => {
    render(<Harness />);
    const live = region();
    click('Ubah rekening');
    click('Simpan gagal');
    click('Simpan');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(topOpenModal()).toBeNull();
    expect(region()).toBe(live);
    expect(live.isConnected).toBe(true);
    expect(live.parentElement?.parentElement).toBe(document.body);
    expect(live.textContent).toBe('Gagal menyimpanUpdate Success');
  });

  it('registerOpenModal: the latest open one is on top; release is idempotent and removes only its own entry', () => {
    const a = document.createElement('dialog');
    const b = document.createElement('dialog');
    const releaseA = registerOpenModal(a);
    const releaseB = registerOpenModal(b);
    expect(topOpenModal()).toBe(b);
    act(releaseA);
    act(releaseA);
    expect(topOpenModal()).toBe(b);
    act(releaseB);
    expect(topOpenModal()).toBeNull();
  });
});
