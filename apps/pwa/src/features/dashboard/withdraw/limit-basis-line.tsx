/**
 * SPEC §1 limit basis: the line under the advance limit ("dari 9 hari kerja, maks. 15 hari"), a button that opens the
 * explainer sheet. The sheet is its own chunk, loaded on the first open (the /dashboard/2 budget).
 */
import { ewaLabels } from '@upah/core/catalogue/labels-ewa';
import type { EwaLimitBasis } from '@upah/core/contract/profile';
import { lazy, Suspense, useState } from 'react';
import { useCopy } from '../../../lib/use-copy';

const LimitExplainer = lazy(() => import('./limit-explainer'));

export interface LimitBasisLineProps {
  readonly basis: EwaLimitBasis;
  /** ewaMaximumRequestAmount (0: no maximum). */
  readonly maximumPerRequest: number;
  /** The limit the server enforces (ewaCurrentLimit). */
  readonly limit: number;
}

export function LimitBasisLine({ basis, maximumPerRequest, limit }: LimitBasisLineProps) {
  const { label } = useCopy();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn--link withdraw-basis"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {label(ewaLabels.basisLine, { days: basis.workingDaysEarned, cap: basis.workingDaysCap })}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LimitExplainer
            basis={basis}
            maximumPerRequest={maximumPerRequest}
            limit={limit}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
