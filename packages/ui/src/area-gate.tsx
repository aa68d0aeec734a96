/**
 * The one area gate of both apps (SPEC §2 areas and their forbidden dialog; §3 request state; §8 fetch error):
 * `useAreaGate` loads the profile and the company settings once (core's `ensureAreaData`) and says what the area
 * shows (core's `areaState`); `AreaStatus` draws the spinner or the fetch error with its retry; `ForbiddenDialog`
 * is the dialog that keeps the user out and leads away when closed (loaded when shown). Words come from the app's copy hook.
 */
import type { ApiClient } from '@upah/core/api';
import { type Lang, tr } from '@upah/core/catalogue';
import { shellLabels } from '@upah/core/catalogue/labels-shell';
import type { CompanySettings } from '@upah/core/contract/company';
import type { EmployeeProfile } from '@upah/core/contract/profile';
import { type AreaBlock, type AreaState, areaState, ensureAreaData } from '@upah/core/stores/area-data';
import { companyStore } from '@upah/core/stores/company';
import { profileStore } from '@upah/core/stores/profile';
import { lazy, type ReactNode, Suspense, useDeferredValue, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { ForbiddenDialogProps } from './forbidden-dialog';
import { LoadFailure } from './load-failure';
import { Spinner } from './spinner';

/** What the area shows, and the retry of the loads (after a failure). */
export type AreaGate = AreaState & { retry: () => void };

/**
 * What the area shows, from the profile and company stores. Their snapshots are deferred (an answer that fills a
 * screen renders in a background render React slices, see the PWA's use-deferred-snapshot).
 */
export function useAreaGate(client: Pick<ApiClient, 'call'>, block?: AreaBlock): AreaGate {
  useEffect(() => ensureAreaData(client), [client]);
  const profile = useDeferredValue(useSnapshot(profileStore));
  const company = useDeferredValue(useSnapshot(companyStore));
  const state = areaState(
    { profile: profile.profile as EmployeeProfile | null, status: profile.status, error: profile.error },
    { settings: company.settings as CompanySettings | null, status: company.status },
    block,
  );
  return { ...state, retry: () => ensureAreaData(client) };
}

/**
 * A load while it cannot show yet (core's `loadView`, or the area's state): a spinner, or what the screen keeps in
 * its place (`waiting`), or the fetch error (the server's text, else SPEC §8 'Terjadi kesalahan saat pengambilan
 * data') with a retry that loads again; nothing once it can show.
 */
export function LoadStatus({
  view,
  lang,
  onRetry,
  waiting,
}: {
  view: { kind: string; error?: string | null };
  lang: Lang;
  onRetry: () => void;
  waiting?: ReactNode;
}) {
  if (view.kind === 'failure')
    return <LoadFailure error={view.error ?? null} lang={lang} onRetry={onRetry} />;
  if (view.kind !== 'loading') return null;
  return waiting ?? <Spinner label={tr(shellLabels.loading, lang)} />;
}

/** The area while it cannot show yet: the load's status of the profile and company settings. */
export function AreaStatus({ gate, lang }: { gate: AreaGate; lang: Lang }) {
  return <LoadStatus view={gate} lang={lang} onRetry={gate.retry} />;
}

const ForbiddenDialogContent = lazy(() =>
  import('./forbidden-dialog').then((module) => ({ default: module.ForbiddenDialog })),
);

/**
 * SPEC §2 forbidden dialog (./forbidden-dialog.tsx): loaded only when an area is refused, so the modal dialog's code
 * is not part of every area's first load; it shows as soon as its small chunk has arrived.
 */
export function ForbiddenDialog(props: ForbiddenDialogProps) {
  // Closed, it is not rendered at all: rendering the lazy content closed would load its chunk on every area's first load.
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ForbiddenDialogContent {...props} />
    </Suspense>
  );
}
