/**
 * /attendance/selfie (Ambil Foto Selfie; SPEC §2, §9 "Selfie: JPEG screenshot"; issue 7 item 5): the front
 * camera through react-webcam (this chunk only), take photo as JPEG, compressed by core/media to ≤ 640 px,
 * quality 0.8, ≤ 150 KB, kept in IndexedDB, then back to the form.
 */
import { compressImage, SELFIE_MAX_BYTES, SELFIE_MAX_SIDE, SELFIE_QUALITY } from '@upah/core/media';
import { selfieTaken } from '@upah/core/stores/attendance';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Webcam from 'react-webcam';
import { attendancePaths } from '../../../config/attendance-paths';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { AttendanceHeader } from '../attendance-header';
import { photoKey, putPhotos } from '../photo-db';
import { inWebView } from '../use-location';
import { useText } from '../use-text';
import { useUserId } from '../use-user-id';
import { SELFIE_FORM } from './clock-screen';

const VIDEO: MediaTrackConstraints = { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } };

export default function SelfieScreen() {
  const { text } = useText();
  const navigate = useNavigate();
  const userId = useUserId();
  const cam = useRef<Webcam>(null);
  const [ready, setReady] = useState(false);
  const [denied, setDenied] = useState(false);
  const [busy, setBusy] = useState(false);

  const take = async () => {
    const shot = cam.current?.getScreenshot();
    if (!shot) return;
    setBusy(true);
    const raw = await (await fetch(shot)).blob();
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
      <AttendanceHeader title={text('takeSelfie')} back={attendancePaths.clockIn} />
      <main id="main" className="page__content stack">
        {denied ? (
          <Alert kind="warning" role="alert">
            {text(inWebView() ? 'cameraDeniedApp' : 'cameraDenied')}
          </Alert>
        ) : (
          <div className="att-camera">
            <Webcam
              ref={cam}
              audio={false}
              mirrored
              screenshotFormat="image/jpeg"
              screenshotQuality={SELFIE_QUALITY}
              videoConstraints={VIDEO}
              onUserMedia={() => {
                sessionStorage.removeItem('upah:camera-denied');
                setReady(true);
              }}
              onUserMediaError={() => {
                sessionStorage.setItem('upah:camera-denied', '1');
                setDenied(true);
              }}
            />
          </div>
        )}
        <Button block disabled={!ready || denied} busy={busy} onClick={() => void take()}>
          {text('capture')}
        </Button>
      </main>
    </div>
  );
}
