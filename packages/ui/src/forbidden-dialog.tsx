/**
 * SPEC §2 forbidden dialog of an area the user may not open: the message and one button; closing it (button, Escape,
 * backdrop) calls `onLeave`. Loaded by the area gate (./area-gate.tsx) only when it shows.
 */
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ForbiddenDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  leaveLabel: string;
  onLeave: () => void;
}

export function ForbiddenDialog({ open, title, message, leaveLabel, onLeave }: ForbiddenDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onLeave}
      title={title}
      actions={<Button onClick={onLeave}>{leaveLabel}</Button>}
    >
      <p>{message}</p>
    </Dialog>
  );
}
