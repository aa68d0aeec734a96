/** /attendance/overtime (Lembur list; SPEC §2, §4, §8 'Cancel overtime success' / 'Cancel overtime failure'). */

import { attendanceRequestLabels } from '@upah/core/catalogue/labels-attendance-requests';
import { overtimeEndpoints } from '@upah/core/contract/overtime';
import { formatDateTime, jakartaDate } from '@upah/core/format';
import { Link } from 'react-router-dom';
import { attendancePaths } from '../../../config/attendance-paths';
import { api } from '../../../lib/api-client';
import { useCopy } from '../../../lib/use-copy';
import { overtimeList } from './overtime-list';
import { RequestList } from './request-list';
import { RequestPage } from './request-page';

export default function OvertimeListScreen() {
  const { label } = useCopy();
  return (
    <RequestPage title={label(attendanceRequestLabels.overtimeTitle)} back={attendancePaths.home}>
      <Link
        className="btn btn--primary btn--block"
        to={attendancePaths.overtimeRequest(jakartaDate(Date.now()))}
      >
        {label(attendanceRequestLabels.overtimeRequestTitle)}
      </Link>
      <RequestList
        list={overtimeList}
        cancel={(id) => api.call(overtimeEndpoints.cancel, { params: { id } })}
        canceled="overtimeCanceled"
        cancelFailed="cancelFailure"
        render={(o) => (
          <div>
            <p className="att-item__title">{label(attendanceRequestLabels[o.overtimeType])}</p>
            <p>
              {formatDateTime(o.startAt)} – {formatDateTime(o.endAt)}
            </p>
            <p>{o.description}</p>
          </div>
        )}
      />
    </RequestPage>
  );
}
