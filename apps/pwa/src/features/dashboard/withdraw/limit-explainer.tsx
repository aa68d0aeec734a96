/**
 * SPEC §1, §9 limit explainer: the sheet, in plain words: the pay period, working days so far and the 15 counted at
 * most (SPEC §1), pay per day, what that has earned, what was already withdrawn, and what is left; the
 * per-request maximum when it binds, the 3 % fee and the payday deduction. Numbers from core's
 * `limitExplanation`; "what is left" is the limit the server enforces.
 */

import { dashboardLabels } from '@upah/core/catalogue/labels-dashboard';
import { ewaDetailLabels } from '@upah/core/catalogue/labels-ewa-details';
import type { EwaLimitBasis } from '@upah/core/contract/profile';
import { formatDate, formatRupiah } from '@upah/core/format';
import { limitExplanation } from '@upah/core/rules/ewa-limit';
import { Button } from '@upah/ui/button';
import { Dialog } from '@upah/ui/dialog';
import { useCopy } from '../../../lib/use-copy';

export interface LimitExplainerProps {
  readonly basis: EwaLimitBasis;
  readonly maximumPerRequest: number;
  readonly limit: number;
  readonly onClose: () => void;
}

export default function LimitExplainer({ basis, maximumPerRequest, limit, onClose }: LimitExplainerProps) {
  const { label } = useCopy();
  const e = limitExplanation({ ...basis, maximumPerRequest });
  const payday = formatDate(basis.payday);
  const rows: [string, string, string][] = [
    [
      'days',
      label(ewaDetailLabels.explainerDays),
      label(ewaDetailLabels.explainerDaysValue, { days: e.daysEarned }),
    ],
    [
      'counted',
      label(ewaDetailLabels.explainerDaysCounted, { cap: e.daysCap }),
      label(ewaDetailLabels.explainerDaysValue, { days: e.daysCounted }),
    ],
    ['daily', label(ewaDetailLabels.explainerDaily), formatRupiah(e.dailyWage)],
    ['earned', label(ewaDetailLabels.explainerEarned), formatRupiah(e.earned)],
    [
      'withdrawn',
      label(ewaDetailLabels.explainerWithdrawn, { count: basis.withdrawnCount }),
      formatRupiah(-e.withdrawn),
    ],
  ];
  return (
    <Dialog
      open
      onClose={onClose}
      title={label(ewaDetailLabels.explainerTitle)}
      actions={<Button onClick={onClose}>{label(dashboardLabels.close)}</Button>}
    >
      <p className="muted">
        {label(ewaDetailLabels.explainerPeriod, { start: formatDate(basis.periodStart), payday })}
      </p>
      <dl className="summary" data-testid="limit-explainer">
        {rows.map(([key, term, value]) => (
          <div className="summary__row" key={key}>
            <dt>{term}</dt>
            <dd className="summary__money" data-testid={`explainer-${key}`}>
              {value}
            </dd>
          </div>
        ))}
        <div className="summary__row summary__row--total">
          <dt>{label(ewaDetailLabels.explainerLeft)}</dt>
          <dd className="summary__money" data-testid="explainer-left">
            {formatRupiah(limit)}
          </dd>
        </div>
      </dl>
      {e.cappedByMaximum ? (
        <p className="muted limit-sheet__note">
          {label(ewaDetailLabels.explainerMaximum, { max: formatRupiah(e.perRequest) })}
        </p>
      ) : null}
      <p className="muted limit-sheet__note">{label(ewaDetailLabels.explainerTerms, { payday })}</p>
    </Dialog>
  );
}
