/**
 * The gate camera's faults in the console e2e (the scan screen's camera states). A page script wraps
 * navigator.mediaDevices before the app runs; by default it only counts and passes every call to the browser, whose
 * own answers stand (no camera device: Chromium's NotFoundError; --deny-permission-prompts: NotAllowedError). A test
 * then switches the camera it plays, as the tablet would see it:
 *   'browser'   the browser's own camera (Chromium's fake device where launched with one, else none)
 *   'unplugged' no video input listed; getUserMedia → NotFoundError (after a short wait, as a real probe takes)
 *   'in-use'    getUserMedia → NotReadableError ("Could not start video source": another app holds it)
 *   'hang'      getUserMedia never answers (WebKit on a tablet with no camera was seen doing so)
 *   'plugged'   a camera appears where the browser has none: a canvas drawn 10 times a second, its stream
 * `plug` and `unplug` also fire devicechange, as plugging a USB camera does; `endTrack` stops the running camera's
 * tracks and fires their `ended`, as pulling its cable does.
 */
import type { BrowserContext, Page } from '@playwright/test';

export type CameraMode = 'browser' | 'unplugged' | 'in-use' | 'hang' | 'plugged';

interface Control {
  mode: CameraMode;
  calls: number;
}

/** Installs the wrapper in every page of `context` (before the app's scripts), starting in `mode`. */
export async function fakeCameraFaults(context: BrowserContext, mode: CameraMode = 'browser'): Promise<void> {
  await context.addInitScript((initial: CameraMode) => {
    const devices = navigator.mediaDevices;
    if (!devices) return;
    const control = { mode: initial, calls: 0 };
    (window as unknown as { __camera: typeof control }).__camera = control;
    const realGet = devices.getUserMedia.bind(devices);
    const realList = devices.enumerateDevices.bind(devices);
    const later = (name: string, message: string) =>
      new Promise<never>((_, reject) => setTimeout(() => reject(new DOMException(message, name)), 600));
    const canvasStream = () => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const g = canvas.getContext('2d');
      let n = 0;
      const draw = () => {
        if (!g) return;
        g.fillStyle = n++ % 2 ? '#dddddd' : '#eeeeee';
        g.fillRect(0, 0, canvas.width, canvas.height);
      };
      draw();
      const timer = setInterval(draw, 100);
      const stream = canvas.captureStream(10);
      stream.getVideoTracks()[0]?.addEventListener('ended', () => clearInterval(timer));
      return stream;
    };
    devices.getUserMedia = (constraints?: MediaStreamConstraints) => {
      control.calls++;
      switch (control.mode) {
        case 'unplugged':
          return later('NotFoundError', 'Requested device not found');
        case 'in-use':
          return later('NotReadableError', 'Could not start video source');
        case 'hang':
          return new Promise<MediaStream>(() => {});
        case 'plugged':
          return Promise.resolve(canvasStream());
        default:
          return realGet(constraints);
      }
    };
    devices.enumerateDevices = async () => {
      const listed = await realList();
      if (control.mode === 'unplugged') return listed.filter((d) => d.kind !== 'videoinput');
      if (control.mode === 'plugged' && !listed.some((d) => d.kind === 'videoinput')) {
        return [
          ...listed,
          { kind: 'videoinput', deviceId: 'usb-camera', groupId: 'usb', label: '' } as MediaDeviceInfo,
        ];
      }
      return listed;
    };
  }, mode);
}

function control(page: Page): Promise<Control> {
  return page.evaluate(() => {
    const c = (window as unknown as { __camera: Control }).__camera;
    return { mode: c.mode, calls: c.calls };
  });
}

/** How many times the page has asked for the camera. */
export async function cameraCalls(page: Page): Promise<number> {
  return (await control(page)).calls;
}

/** Changes what the camera does from now on (no event: as a driver or another app would). */
export async function setCameraMode(page: Page, mode: CameraMode): Promise<void> {
  await page.evaluate((next) => {
    (window as unknown as { __camera: Control }).__camera.mode = next;
  }, mode);
}

/** The camera (back) in place, as plugging it in: the mode, then devicechange. */
export async function plug(page: Page, mode: 'browser' | 'plugged' = 'browser'): Promise<void> {
  await page.evaluate((next) => {
    (window as unknown as { __camera: Control }).__camera.mode = next;
    navigator.mediaDevices.dispatchEvent(new Event('devicechange'));
  }, mode);
}

/** Pulls the camera's cable mid-scan: no camera any more, the running tracks end and say so. */
export async function unplugMidScan(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __camera: Control }).__camera.mode = 'unplugged';
    navigator.mediaDevices.dispatchEvent(new Event('devicechange'));
    const video = document.querySelector<HTMLVideoElement>('#scan-viewfinder video');
    const stream = (video?.srcObject ?? null) as MediaStream | null;
    for (const track of stream?.getTracks() ?? []) {
      track.stop();
      track.dispatchEvent(new Event('ended'));
    }
  });
}
