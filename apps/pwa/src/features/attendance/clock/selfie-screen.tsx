/**
 * /attendance/selfie (Ambil Foto Selfie; SPEC §2, §9 "Selfie: JPEG screenshot"): the front
 * camera through react-webcam (this chunk only), take photo as JPEG, compressed by core/media to ≤ 640 px,
 * quality 0.8, ≤ 150 KB, kept in IndexedDB, then back to the form. Inside the native app the camera
 * permission is read through core's bridge before the camera starts: denied there, the page
 * says to turn it on in the app's settings and never starts the camera.
 */
import { attendanceClockLabels } from '@upah/core/catalogue/labels-attendance-clock';
import { compressImage, SELFIE_MAX_BYTES, SELFIE_MAX_SIDE, SELFIE_QUALITY } from '@upah/core/media';
import { selfieTaken } from '@upah/core/stores/clock-state';
import { Alert } from '@upah/ui/alert';
import { Button } from '@upah/ui/button';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Webcam from 'react-webcam';
import { attendancePaths } from '../../../config/attendance-paths';
import { useCopy } from '../../../lib/use-copy';
import { AttendanceHeader } from '../attendance-header';
import { photoKey, putPhotos } from '../photo-db';
import { inWebView, readCameraPermission } from '../use-location';
import { useUserId } from '../use-user-id';
import { CAMERA_DENIED_KEY, SELFIE_FORM } from './clock-screen';

const VIDEO: MediaTrackConstraints = { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } };

export default function SelfieScreen() {
  const { label } = useCopy();
  const navigate = useNavigate();
  const userId = useUserId();
  const cam = useRef<Webcam>(null);
  /** checking: the bridge is read (web view only); then the camera starts, or it stays off when denied */
  const [camera, setCamera] = useState<'checking' | 'allowed' | 'denied'>('checking');
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const denied = camera === 'denied';
  const deny = useCallback(() => {
    sessionStorage.setItem(CAMERA_DENIED_KEY, '1');
    setCamera('denied');
  }, []);

  useEffect(() => {
    let live = true;
    void readCameraPermission().then((allowed) => {
      if (!live) return;
      if (allowed) setCamera('allowed');
      else deny();
    });
    return () => {
      live = false;
    };
  }, [deny]);

  const take = async () => {
    // the frame as a Blob straight from the canvas: fetching a data: URL is blocked by the CSP (connect-src 'self')
    const canvas = cam.current?.getCanvas();
    if (!canvas) return;
    setBusy(true);
    const raw = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', SELFIE_QUALITY),
    );
    if (!raw) {
      setBusy(false);
      return;
    }
    const jpeg = await compressImage(raw, {
      maxSide: SELFIE_MAX_SIDE,
      quality: SELFIE_QUALITY,
      maxBytes: SELFIE_MAX_BYTES,
    });
    await putPhotos(photoKey(userId, SELFIE_FORM), [jpeg]);
    selfieTaken();
    navigate(attendancePaths.clockIn, { replace: true });
  };

  return (
    <div className="page">
      <AttendanceHeader title={label(attendanceClockLabels.takeSelfie)} back={attendancePaths.clockIn} />
      <main id="main" className="page__content stack">
        {/* the camera's box keeps its 4:3 from the first paint, whatever comes in it: the button under it stays put */}
        {denied ? (
          <div className="att-camera att-camera--off">
            <Alert kind="warning" role="alert">
              {label(
                inWebView() ? attendanceClockLabels.cameraDeniedApp : attendanceClockLabels.cameraDenied,
              )}
            </Alert>
          </div>
        ) : camera === 'allowed' ? (
          <div className="att-camera">
            <Webcam
              ref={cam}
              audio={false}
              mirrored
              screenshotFormat="image/jpeg"
              screenshotQuality={SELFIE_QUALITY}
              // the camera's own pixels (640×480 asked), not the on-screen size (328 CSS px at 360 wide)
              forceScreenshotSourceSize
              videoConstraints={VIDEO}
              onUserMedia={() => sessionStorage.removeItem(CAMERA_DENIED_KEY)}
              // a frame to take: before the first one the video has no size and there is nothing to capture
              onLoadedData={() => setReady(true)}
              onUserMediaError={deny}
            />
          </div>
        ) : (
          <div className="att-camera" aria-hidden="true" />
        )}
        <Button block disabled={!ready || denied} busy={busy} onClick={() => void take()}>
          {label(attendanceClockLabels.capture)}
        </Button>
      </main>
    </div>
  );
}
