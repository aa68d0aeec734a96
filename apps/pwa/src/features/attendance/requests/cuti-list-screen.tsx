/** /attendance/cuti (History Cuti; SPEC §2, §4, §8 'Cancel overtime failure' also for a failed leave cancel). */
import { leaveEndpoints } from '@upah/core/contract/leave';
import { formatDate } from '@upah/core/format';
import { Link } from 'react-router-dom';
import { attendancePaths } from '../../../config/attendance-paths';
import { api } from '../../../lib/api-client';
import { useText } from '../use-text';
import { leaveList } from './lists';
import { RequestList } from './request-list';
import { RequestPage } from './request-page';

export default function CutiListScreen() {
  const { text } = useText();
  return (
    <RequestPage title={text('cutiTitle')} back={attendancePaths.home}>
      <Link className="btn btn--primary btn--block" to={attendancePaths.cutiRequest}>
        {text('cutiRequestTitle')}
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
