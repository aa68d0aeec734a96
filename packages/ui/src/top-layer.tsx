/**
 * Keeps something usable while a modal dialog is open. `showModal()` makes everything outside the topmost modal
 * inert (no clicks, hidden from screen readers) and dims it under the backdrop, and a popover is no way out: it is
 * inert too. So the open modal dialogs register here, in the order they opened, and `AboveModals` renders its
 * children into one container of its own that sits inside the topmost open dialog, or at the end of the body when none
 * is open. The container is moved, never re-created: what it holds (a toast and its live region) is neither lost nor
 * announced again when the dialog above it closes.
 */
import { type ReactNode, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';

const openModals: HTMLElement[] = [];
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/**
 * Records `dialog` as the topmost open modal until the returned release is called (idempotent). The Dialog calls it
 * once the element is shown and releases it before the element leaves the document.
 */
export function registerOpenModal(dialog: HTMLElement): () => void {
  openModals.push(dialog);
  changed();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const index = openModals.lastIndexOf(dialog);
    if (index >= 0) openModals.splice(index, 1);
    changed();
  };
}

/** The most recently opened modal dialog still open, or null. */
export function topOpenModal(): HTMLElement | null {
  return openModals.at(-1) ?? null;
}

/** Calls `listener` whenever a modal dialog opens or closes; returns the unsubscribe. */
export function onOpenModalsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Renders `children` where they stay reachable: inside the topmost open modal dialog (last child, so after its panel),
 * else at the end of document.body. Position the children with `position: fixed`: the dialog's box does not clip them.
 */
export function AboveModals({ children }: { children: ReactNode }) {
  const [layer] = useState(() => {
    const element = document.createElement('div');
    element.className = 'above-modals';
    return element;
  });

  useLayoutEffect(() => {
    const place = () => {
      const target = topOpenModal() ?? document.body;
      if (layer.parentNode !== target || target.lastElementChild !== layer) target.append(layer);
    };
    place();
    const unsubscribe = onOpenModalsChange(place);
    return () => {
      unsubscribe();
      layer.remove();
    };
  }, [layer]);

  return createPortal(children, layer);
}
