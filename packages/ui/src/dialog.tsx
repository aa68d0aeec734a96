import {
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type SyntheticEvent,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { registerOpenModal } from './top-layer';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on the backdrop, and by whatever close button the content has. */
  onClose: () => void;
  /** The dialog's visible title; it labels the dialog (aria-labelledby). */
  title: string;
  children: ReactNode;
  /** Buttons at the bottom (confirm, cancel…). */
  actions?: ReactNode;
  /** Escape and a backdrop click close the dialog unless this is false (while something is being sent). */
  dismissible?: boolean;
  /** Element (inside the dialog) to focus first; default the platform's choice (the first focusable). */
  initialFocusRef?: React.RefObject<HTMLElement | null>;
}

/**
 * A modal dialog on the platform's `<dialog>` opened with `showModal()`: the browser puts it in the top layer, makes
 * everything else inert and keeps Tab inside; Escape fires `cancel` on the topmost dialog only, which asks the owner to
 * close (`onClose`) instead of closing behind its back. When it closes, focus returns to the element that opened it.
 * Rendered into document.body (never nested in a caller's form). Without `showModal` (jsdom, very old engines) the
 * same element is shown with the `open` attribute.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  dismissible = true,
  initialFocusRef,
}: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const props = useRef({ onClose, dismissible });
  props.current = { onClose, dismissible };
  // where a press began: a drag from the panel that ends on the backdrop is not a backdrop click
  const pressedOnBackdrop = useRef(false);

  // A layout effect: shown before the first paint, and released (top-layer.tsx) before the element leaves the document,
  // so what sits in it above the modal (the toasts) moves out first instead of going with it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    const release = registerOpenModal(dialog);
    initialFocusRef?.current?.focus();
    return () => {
      release();
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // A cancel the page may refuse: the owner closes it (its state says open), or it stays while it may not close.
    // One it may not refuse (a second Escape with no user gesture between) closes the element: see onNativeClose.
    if (!event.cancelable) return;
    event.preventDefault();
    if (props.current.dismissible) props.current.onClose();
  };

  // The browser closed the element itself (not our unmount, not a close-and-reopen of the effect): tell the owner,
  // and show it again until the owner's state closes it.
  const onNativeClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget;
    if (!dialog.isConnected || dialog.open) return;
    if (props.current.dismissible) props.current.onClose();
    if (typeof dialog.showModal === 'function') dialog.showModal();
  };

  // The panel fills the <dialog> box, so a press whose target is the <dialog> itself landed on the backdrop.
  const onMouseDown = (event: ReactMouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: ReactMouseEvent<HTMLDialogElement>) => {
    const backdrop = pressedOnBackdrop.current && event.target === event.currentTarget;
    pressedOnBackdrop.current = false;
    if (backdrop && props.current.dismissible) props.current.onClose();
  };

  return createPortal(
    // biome-ignore lint/a11y/useKeyWithClickEvents: a pointer-only convenience; Escape (cancel) and the dialog's own buttons are the keyboard ways out
    <dialog
      ref={dialogRef}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClose={onNativeClose}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      <div className="dialog__panel">
        <h2 className="dialog__title" id={titleId}>
          {title}
        </h2>
        <div className="dialog__body">{children}</div>
        {actions ? <div className="dialog__actions">{actions}</div> : null}
      </div>
    </dialog>,
    document.body,
  );
}
