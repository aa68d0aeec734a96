/**
 * /attendance/presence-history (SPEC §2): the month's summary, then photo thumbnails, status, type, load more; a day
 * whose times an approved correction set says so, with before, after, who and when.
 */

import { attendanceLabels } from '@upah/core/catalogue/labels-attendance';
import { attendanceRequestLabels } from '@upah/core/catalogue/labels-attendance-requests';
import { presenceTypeEntry } from '@upah/core/catalogue/labels-presence-type';
import { formatDate, formatTime } from '@upah/core/format';
import { lazy, Suspense } from 'react';
import { attendancePaths } from '../../../config/attendance-paths';
import { useCopy } from '../../../lib/use-copy';
import { fileSrc } from '../file-src';
import { presenceList } from './presence-list';
import { PresenceMonthFrame } from './presence-month-frame';
import { RequestList } from './request-list';
import { RequestPage } from './request-page';

/** A corrected day's line: its chunk loads with the first corrected item. */
const CorrectedLine = lazy(() => import('./corrected-line').then((m) => ({ default: m.CorrectedLine })));

export default function PresenceHistoryScreen() {
  const { label } = useCopy();
  return (
    <RequestPage title={label(attendanceRequestLabels.historyTitle)} back={attendancePaths.home}>
      <PresenceMonthFrame />
      <RequestList
        list={presenceList}
        render={(p) => (
          <div className="att-item__body">
            {p.photo && fileSrc(p.photo) ? (
              <img
                className="att-item__photo"
                src={fileSrc(p.photo) ?? undefined}
                alt={label(attendanceLabels.photo)}
                width={56}
                height={56}
                loading="lazy"
              />
            ) : null}
            <div>
              <p className="att-item__title">{formatDate(p.scheduleDate)}</p>
              <p>
                {p.clockIn ? formatTime(p.clockIn) : '-'} – {p.clockOut ? formatTime(p.clockOut) : '-'} ·{' '}
                {label(presenceTypeEntry(p.presenceType))}
              </p>
              {p.correction ? (
                <Suspense fallback={null}>
                  <CorrectedLine correction={p.correction} />
                </Suspense>
              ) : null}
            </div>
          </div>
        )}
      />
    </RequestPage>
  );
}
