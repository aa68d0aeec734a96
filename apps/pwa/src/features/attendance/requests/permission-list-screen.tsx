/** /attendance/permit (Izin list; SPEC §2, §4, §8 'Izin berhasil di cancel' / 'Terjadi kesalahan'). */

import { attendanceRequestLabels } from '@upah/core/catalogue/labels-attendance-requests';
import { permissionEndpoints } from '@upah/core/contract/permission';
import { formatDate } from '@upah/core/format';
import { Link } from 'react-router-dom';
import { attendancePaths } from '../../../config/attendance-paths';
import { api } from '../../../lib/api-client';
import { useCopy } from '../../../lib/use-copy';
import { permissionList } from './permission-list';
import { RequestList } from './request-list';
import { RequestPage } from './request-page';

export default function PermissionListScreen() {
  const { label } = useCopy();
  return (
    <RequestPage title={label(attendanceRequestLabels.permitTitle)} back={attendancePaths.home}>
      <Link className="btn btn--primary btn--block" to={attendancePaths.permitRequest}>
        {label(attendanceRequestLabels.permitRequestTitle)}
      </Link>
      <RequestList
        list={permissionList}
        cancel={(id) => api.call(permissionEndpoints.cancel, { params: { id } })}
        canceled="permissionCanceled"
        cancelFailed="genericError"
        render={(p) => (
          <div>
            <p className="att-item__title">
              {formatDate(p.scheduleDate)} · {p.clockIn.slice(0, 5)}–{p.clockOut.slice(0, 5)}
            </p>
            <p>{p.description}</p>
          </div>
        )}
      />
    </RequestPage>
  );
}
