/** /attendance/cuti (History Cuti; SPEC §2, §4, §8 'Cancel overtime failure' also for a failed leave cancel). */

import { attendanceRequestLabels } from '@upah/core/catalogue/labels-attendance-requests';
import { leaveEndpoints } from '@upah/core/contract/leave';
import { formatDate } from '@upah/core/format';
import { Link } from 'react-router-dom';
import { attendancePaths } from '../../../config/attendance-paths';
import { api } from '../../../lib/api-client';
import { useCopy } from '../../../lib/use-copy';
import { leaveList } from './leave-list';
import { RequestList } from './request-list';
import { RequestPage } from './request-page';

export default function LeaveListScreen() {
  const { label } = useCopy();
  return (
    <RequestPage title={label(attendanceRequestLabels.cutiTitle)} back={attendancePaths.home}>
      <Link className="btn btn--primary btn--block" to={attendancePaths.cutiRequest}>
        {label(attendanceRequestLabels.cutiRequestTitle)}
      </Link>
      <RequestList
        list={leaveList}
        cancel={(id) => api.call(leaveEndpoints.cancel, { params: { id } })}
        cancelFailed="cancelFailure"
        render={(l) => (
          <div>
            <p className="att-item__title">{l.leaveCategoryName}</p>
            <p>
              {formatDate(l.startAt)} – {formatDate(l.endAt)}
            </p>
            <p>{l.description}</p>
          </div>
        )}
      />
    </RequestPage>
  );
}
