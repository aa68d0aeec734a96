/**
 * The dashboard's use of the area gate (@upah/ui/area-gate): its child renders once the profile has loaded and the
 * company settings have settled; a spinner before, the fetch error with a retry when the first load failed (SPEC §8
 * 'Terjadi kesalahan saat pengambilan data' or the server's message). The dashboard has no forbidden dialog: its
 * tabs are for every employee (SPEC §2).
 */
import type { CompanySettings } from '@upah/core/contract/company';
import type { EmployeeProfile } from '@upah/core/contract/profile';
import { AreaStatus, useAreaGate } from '@upah/ui/area-gate';
import type { ReactNode } from 'react';
import { api } from '../../lib/api-client';
import { useCopy } from '../../lib/use-copy';

export interface LoadedData {
  readonly profile: EmployeeProfile;
  readonly company: CompanySettings | null;
}

export function ProfileGate({ children }: { children: (data: LoadedData) => ReactNode }) {
  const { lang } = useCopy();
  const gate = useAreaGate(api);
  if (gate.kind === 'ready') return <>{children(gate)}</>;
  if (gate.kind === 'blocked') return null;
  return <AreaStatus gate={gate} lang={lang} />;
}
