/**
 * The camera and QR decoder of scan mode (issue 8 item 5): html5-qrcode, loaded only here (dynamic import),
 * decoding continuously at SCAN_FPS. On Android Chrome it uses the native BarcodeDetector; elsewhere its ZXing
 * path. `grabFrame()` copies the frame on screen at the moment of a read, for the presence photo.
 */
import type { Html5Qrcode } from 'html5-qrcode';

export const SCAN_FPS = 10;
/** The presence photo: at most this long side, JPEG at quality 0.8 (DESIGN "Camera": 640 px, ≥ 0.8). */
const PHOTO_MAX_SIDE = 640;
const PHOTO_QUALITY = 0.8;

export type Facing = 'environment' | 'user';

export interface RunningScanner {
  stop(): Promise<void>;
  /** The current video frame as a JPEG, or null when no frame is available. */
  grabFrame(): Promise<Blob | null>;
  torchSupported(): boolean;
  setTorch(on: boolean): Promise<void>;
}

export async function startScanner(
  elementId: string,
  facing: Facing,
  onText: (text: string) => void,
): Promise<RunningScanner> {
  const { Html5Qrcode: Scanner, Html5QrcodeSupportedFormats } = await import('html5-qrcode');
  const scanner: Html5Qrcode = new Scanner(elementId, {
    formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE],
    useBarCodeDetectorIfSupported: true,
    verbose: false,
  });
  await scanner.start({ facingMode: facing }, { fps: SCAN_FPS, disableFlip: true }, onText, () => {});
  const canvas = document.createElement('canvas');

  return {
    async stop() {
      if (scanner.isScanning) await scanner.stop();
      scanner.clear();
    },
    grabFrame() {
      const video = document.querySelector<HTMLVideoElement>(`#${elementId} video`);
      if (!video || video.videoWidth === 0) return Promise.resolve(null);
      const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(video.videoWidth, video.videoHeight));
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
      return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', PHOTO_QUALITY));
    },
    torchSupported() {
      try {
        return scanner.getRunningTrackCameraCapabilities().torchFeature().isSupported();
      } catch {
        return false;
      }
    },
    async setTorch(on) {
      try {
        await scanner.getRunningTrackCameraCapabilities().torchFeature().apply(on);
      } catch {
        // No torch on this camera: the settings screen says so.
      }
    },
  };
}
