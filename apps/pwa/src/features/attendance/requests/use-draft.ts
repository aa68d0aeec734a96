/**
 * A request form's fields kept as a per-user draft (issue 7 item 10): saved on every change, restored on
 * the next visit or reload, cleared on success (logout clears all). Photos go to IndexedDB (../photo-db).
 */
import { clearDraft, loadDraft, saveDraft } from '@upah/core/stores/drafts';
import { useCallback, useRef, useState } from 'react';
import { useUserId } from '../use-user-id';

export function useDraft<T extends object>(form: string, initial: T) {
  const userId = useUserId();
  const initialRef = useRef(initial);
  const [value, setValue] = useState<T>(() => {
    const saved = loadDraft(userId, form, (v): v is Partial<T> => typeof v === 'object' && v !== null);
    return saved ? { ...initial, ...saved } : initial;
  });
  const set = useCallback(
    (patch: Partial<T>) =>
      setValue((old) => {
        const next = { ...old, ...patch };
        saveDraft(userId, form, next);
        return next;
      }),
    [userId, form],
  );
  /** After a successful send: the initial values, and no draft. */
  const clear = useCallback(() => {
    clearDraft(userId, form);
    setValue(initialRef.current);
  }, [userId, form]);
  return { value, set, clear, userId };
}
