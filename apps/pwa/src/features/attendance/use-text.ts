/** Copy for the attendance area in the current UI language (catalogue `{ id, en }` entries). */
import { type Entry, type MessageKey, t, tr, type Vars } from '@upah/core/catalogue';
import { attendanceLabels, type AttendanceLabelKey } from '@upah/core/catalogue/labels-attendance';
import { useCallback } from 'react';
import { useLang } from '../../lib/lang';

/** `text('clockIn')` a label of this area, `text(entry)` any entry, `msg(key)` a fixed message. */
export function useText() {
  const lang = useLang();
  const text = useCallback(
    (key: AttendanceLabelKey | Entry, vars?: Vars) =>
      tr(typeof key === 'string' ? attendanceLabels[key] : key, lang, vars),
    [lang],
  );
  const msg = useCallback((key: MessageKey, vars?: Vars) => t(key, lang, vars), [lang]);
  return { text, msg, lang };
}
