/**
 * The outstation screen's remote requests (SPEC §4 "Attendance and other requests"): date and description, status,
 * Cancel while pending. A lazy part of the screen, loaded after the form's first paint (the route's budget).
 */
import { formatDate } from '@upah/core/format';
import { cancelRemote, remoteList } from './remote-list';
import { RequestList } from './request-list';

/** Reloads the list (after the screen's send): the screen reaches the list's store through this module. */
export function reloadRemoteList(): Promise<void> {
  return remoteList.reload();
}

export default function RemoteRequests() {
  return (
    <RequestList
      list={remoteList}
      cancel={cancelRemote}
      canceled="remoteCanceled"
      render={(p) => (
        <p className="att-item__title">
          {formatDate(p.scheduleDate)} · {p.description}
        </p>
      )}
    />
  );
}
