/**
 * /attendance/correction "Koreksi presensi" (our extension, in the shape of SPEC §2's request lists): each
 * correction's day, the times before and asked ("Masuk 08.01 → 08.01 · Keluar – → 17.05"), the reason, its status,
 * who decided it, and Batalkan while pending.
 */
import { correctionLabels } from '@upah/core/catalogue/labels-correction';
import { correctionEndpoints } from '@upah/core/contract/attendance-correction';
import { formatDate, formatDateTime, formatTime } from '@upah/core/format';
import { Link } from 'react-router-dom';
import { attendancePaths } from '../../../config/attendance-paths';
import { api } from '../../../lib/api-client';
import { useCopy } from '../../../lib/use-copy';
import { correctionList } from './correction-list';
import { RequestList } from './request-list';
import { RequestPage } from './request-page';

const time = (instant: string | null) => (instant ? formatTime(instant) : '–');

export default function CorrectionListScreen() {
  const { label } = useCopy();
  return (
    <RequestPage title={label(correctionLabels.title)} back={attendancePaths.home}>
      <Link className="btn btn--primary btn--block" to={attendancePaths.correctionRequest}>
        {label(correctionLabels.requestTitle)}
      </Link>
      <RequestList
        list={correctionList}
        cancel={(id) => api.call(correctionEndpoints.cancel, { params: { id } })}
        canceled={correctionLabels.canceled}
        render={(c) => (
          <div>
            <p className="att-item__title">{formatDate(c.scheduleDate)}</p>
            <p data-testid="correction-change">
              {label(correctionLabels.change, {
                beforeIn: time(c.before.clockIn),
                afterIn: time(c.clockIn ?? c.before.clockIn),
                beforeOut: time(c.before.clockOut),
                afterOut: time(c.clockOut ?? c.before.clockOut),
              })}
            </p>
            <p>{c.reason}</p>
            {c.decidedBy && c.decidedAt ? (
              <p className="muted">
                {label(correctionLabels.decided, { name: c.decidedBy, at: formatDateTime(c.decidedAt) })}
              </p>
            ) : null}
          </div>
        )}
      />
    </RequestPage>
  );
}
