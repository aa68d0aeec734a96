import type { ReactNode } from 'react';

export type AlertKind = 'success' | 'danger' | 'info' | 'warning';

/**
 * An inline message box. Put live announcements in a region (the shell's toast region is one);
 * `role` lets a one-off alert announce itself.
 */
export function Alert({
  kind,
  children,
  role,
  onClose,
  closeLabel = 'Tutup',
}: {
  kind: AlertKind;
  children: ReactNode;
  role?: 'alert' | 'status';
  onClose?: () => void;
  closeLabel?: string;
}) {
  return (
    <div className={`alert alert--${kind}`} role={role}>
      <div className="alert__text">{children}</div>
      {onClose ? (
        <button type="button" className="alert__close" onClick={onClose} aria-label={closeLabel}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
