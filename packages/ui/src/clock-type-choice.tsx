/**
 * Absen Masuk or Absen Keluar: what a supervisor records for a subordinate by hand (the console's manual presence,
 * the PWA's Supervisor Absen). The legend and the look are the caller's.
 */
import { type Lang, tr } from '@upah/core/catalogue';
import { supervisorLabels } from '@upah/core/catalogue/labels-supervisor';
import type { ReactNode } from 'react';
import { ChoiceGroup } from './choice-group';
import type { ChoiceLook } from './language-choice';

export type ClockType = 'clock-in' | 'clock-out';

export function ClockTypeChoice({
  legend,
  value,
  onChange,
  lang,
  ...look
}: ChoiceLook & { legend: ReactNode; value: ClockType; onChange: (type: ClockType) => void; lang: Lang }) {
  return (
    <ChoiceGroup<ClockType>
      {...look}
      legend={legend}
      name="presence-type"
      value={value}
      onChange={onChange}
      choices={[
        { value: 'clock-in', content: tr(supervisorLabels.clockIn, lang) },
        { value: 'clock-out', content: tr(supervisorLabels.clockOut, lang) },
      ]}
    />
  );
}
