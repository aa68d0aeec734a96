/**
 * /attendance/clockIn (Absen Masuk) and /attendance/clockOut (Absen Keluar) (SPEC §2, §5): read-only location,
 * the selfie block on clock-in, submit. Submit is disabled without a selfie or without camera or location
 * permission, with the §5 messages. A failed call keeps the photo and the position.
 * With no signal (DESIGN "Offline on the phone") the same checks apply and the tap is kept on the phone with
 * its selfie, fix and time in core's clock queue, and sent when there is signal; so is a clock-out whose
 * clock-in is still kept, and a tap whose call failed on the way while the phone said it was online.
 */
import { attendanceLabels } from '@upah/core/catalogue/labels-attendance';
import { attendanceClockLabels } from '@upah/core/catalogue/labels-attendance-clock';
import type { ClockType, Schedule } from '@upah/core/contract/attendance';
import { clockInDisabledReasons, clockOutRule } from '@upah/core/rules/attendance';
import { attendanceStore } from '@upah/core/stores/attendance-state';
import { clockStore } from '@upah/core/stores/clock-state';
import { sessionStore } from '@upah/core/stores/session';
import { Alert } from '@upah/ui/alert';
import { Button } from '@upah/ui/button';
import { useOnline } from '@upah/ui/online';
import { Spinner } from '@upah/ui/spinner';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { attendancePaths } from '../../../config/attendance-paths';
import { showAlert } from '../../../lib/alerts';
import { api } from '../../../lib/api-client';
import { CLOCK_KEPT_EVENT } from '../../../lib/clock-kept-event';
import { onFirstInput } from '../../../lib/first-input';
import { useCopy } from '../../../lib/use-copy';
import { reloadToday } from '../attendance-data';
import { AttendanceHeader } from '../attendance-header';
import { LocationBlock } from '../location-block';
import { deletePhotos, getPhotos, photoKey } from '../photo-db';
import { readCameraPermission } from '../use-location';
import { useUserId } from '../use-user-id';
import { useClockQueue } from './use-clock-queue';

export const SELFIE_FORM = 'selfie';

/**
 * core's clock tap (the send, or the keep on the phone, with the attendance contract and the clock queue), loaded
 * right after the screen shows: the first render does without it (the route's budget), and a tap, with signal or
 * without, finds it loaded.
 */
const clockTap = () => import('@upah/core/stores/clock-tap');
/** Answers that refused the tap for good (ApiError kinds): nothing was recorded under its key. */
const REFUSED_KINDS: ReadonlySet<string> = new Set(['validation', 'conflict', 'forbidden', 'not_found']);
/** sessionStorage flag: the camera was refused (by the browser or, in the web view, by the app). */
export const CAMERA_DENIED_KEY = 'upah:camera-denied';

export default function ClockScreen({ type }: { type: ClockType }) {
  const { label, message } = useCopy();
  const navigate = useNavigate();
  const online = useOnline();
  const userId = useUserId();
  const { today, status } = useSnapshot(attendanceStore);
  // today's shift known (or its load failed): the screen shows everything at once, a spinner until then, so the
  // shift's line does not change height under the location card and Kirim after they are shown
  const known = today !== null || status === 'success' || status === 'failure';
  const clock = useSnapshot(clockStore);
  const { permissions } = useSnapshot(sessionStore);
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [cameraDenied, setCameraDenied] = useState(false);
  const key = useRef(crypto.randomUUID());
  const isIn = type === 'clock-in';
  useClockQueue();

  useEffect(() => {
    // the tap's code, and this phone's device key made before the first tap (DESIGN "Evidence"); the key's
    // registration (a call through the client's transport) starts with the employee's first touch, key or focus, as
    // the transport's load does, and a tap awaits it
    void clockTap().then((tap) => tap.readyDeviceKey(api, { register: false }));
    return onFirstInput(() => void clockTap().then((tap) => tap.readyDeviceKey(api)));
  }, []);

  useEffect(() => {
    if (!isIn) return;
    let url: string | null = null;
    void getPhotos(photoKey(userId, SELFIE_FORM)).then(([blob]) => {
      if (!blob) return;
      setPhoto(blob);
      url = URL.createObjectURL(blob);
      setPreview(url);
    });
    setCameraDenied(sessionStorage.getItem(CAMERA_DENIED_KEY) === '1');
    // inside the native app the camera permission comes from the bridge, into sessionStore
    void readCameraPermission();
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [isIn, userId]);

  const locationOk = permissions.location && clock.problem !== 'denied' && clock.fix !== null;
  const reasons = isIn
    ? clockInDisabledReasons({
        permissions: { location: locationOk, camera: permissions.camera && !cameraDenied },
        hasSelfie: photo !== null,
      })
    : (() => {
        const r = clockOutRule({ location: locationOk });
        return r.ok ? [] : [{ code: 'location', message: r.message }];
      })();
  const schedule = today as Schedule | null;

  /**
   * Sent at once, or kept on the phone (no signal, a clock-out of a kept clock-in, or a call that failed on the
   * way while the phone said it was online): core's tapClock decides.
   */
  const submit = async () => {
    if (!schedule) return;
    const { tapClock } = await clockTap();
    const outcome = await tapClock(api, {
      type,
      schedule,
      photo: isIn ? photo : null,
      online,
      idempotencyKey: key.current,
    });
    if (outcome === 'failed') {
      // a refusal was answered (e.g. a phone not approved yet): the next tap is a new action with its own key, or
      // the server would answer its new body with the refusal kept for the old one
      if (clockStore.errorKind !== null && REFUSED_KINDS.has(clockStore.errorKind)) {
        key.current = crypto.randomUUID();
      }
      return;
    }
    if (isIn) await deletePhotos(photoKey(userId, SELFIE_FORM));
    if (outcome === 'kept') {
      // the queue's runner asks for the background sync that sends it after the app is closed (app/app-shell.tsx)
      dispatchEvent(new Event(CLOCK_KEPT_EVENT));
      showAlert({ kind: 'success', text: message('clockSavedOffline') });
    } else {
      showAlert({ kind: 'success', text: message(isIn ? 'clockInSuccess' : 'clockOutSuccess') });
      await reloadToday();
    }
    navigate(attendancePaths.home, { replace: true });
  };

  return (
    <div className="page">
      <AttendanceHeader
        title={label(isIn ? attendanceLabels.clockIn : attendanceLabels.clockOut)}
        back={attendancePaths.home}
      />
      <main id="main" className="page__content stack" aria-busy={!known}>
        {known ? (
          <>
            {schedule ? (
              <p className="muted">{label(attendanceClockLabels.shiftOf, { name: schedule.shiftName })}</p>
            ) : (
              <Alert kind="info">{label(attendanceLabels.noShiftToday)}</Alert>
            )}
            <LocationBlock mapPath={attendancePaths.maps} />
            {isIn ? (
              <section className="att-card" aria-labelledby="selfie-title">
                <h2 id="selfie-title" className="att-card__title">
                  {label(attendanceClockLabels.selfie)}
                </h2>
                {preview ? (
                  <img
                    className="att-selfie"
                    src={preview}
                    alt={label(attendanceClockLabels.selfiePreview)}
                    data-bytes={photo?.size}
                    width={240}
                    height={320}
                  />
                ) : null}
                <Link className="btn btn--secondary btn--block" to={attendancePaths.selfie}>
                  {preview ? label(attendanceClockLabels.retake) : label(attendanceClockLabels.takeSelfie)}
                </Link>
              </section>
            ) : null}
            {reasons.length > 0 ? (
              <ul className="att-reasons" data-testid="disabled-reasons">
                {reasons.map((r) => (
                  <li key={r.code}>{message(r.message)}</li>
                ))}
              </ul>
            ) : null}
            {clock.status === 'failure' && clock.error ? (
              <Alert kind="danger" role="alert">
                {clock.error}
              </Alert>
            ) : null}
            {clock.uploadProgress !== null && clock.status === 'sending' ? (
              <p role="status">
                {label(attendanceLabels.uploading, { percent: Math.round(clock.uploadProgress * 100) })}
              </p>
            ) : null}
            {!online ? <Alert kind="warning">{label(attendanceClockLabels.offlineWillKeep)}</Alert> : null}
            <Button
              block
              disabled={reasons.length > 0 || !schedule}
              busy={clock.status === 'sending'}
              onClick={() => void submit()}
            >
              {label(attendanceLabels.submit)}
            </Button>
          </>
        ) : (
          <Spinner label={label(attendanceLabels.loading)} />
        )}
      </main>
    </div>
  );
}
