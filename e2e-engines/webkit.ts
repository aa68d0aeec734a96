/**
 * WebKitGTK's MiniBrowser (Debian's libwebkit2gtk-4.1-0, beside webkit2gtk-driver) over WebKitWebDriver, driven by
 * selenium-webdriver, on a virtual display (xvfb-run): the engine of iPhone Safari that a Linux CI can run.
 * WebKitWebDriver drives one session at a time: each device gets its own (under its own xvfb-run, in its own
 * process group, started and stopped by its PID) and its session, a MiniBrowser with ephemeral storage.
 * What it cannot do here: MiniBrowser's window has a minimum width (447 px on Xvfb: its header bar), so the
 * phone screens run at that width rather than 360 (the 360 px checks are Chromium's); it has no location source
 * under automation (no GeoClue on the CI machine and no WebDriver call to fake one), so the phone's code carries no
 * fix (0, 0), as on a phone that refused location: the gate accepts it (the supervisor vouches for the place).
 */
import { createServer } from 'node:net';
import { Builder, By, Key as SeleniumKey, type WebDriver } from 'selenium-webdriver';
import { startGroup, stopGroup, waitForHttp } from './children';
import type { DeviceOptions, Engine, Key, Tab, Viewport } from './driver';

/** `dpkg -L libwebkit2gtk-4.1-0 | grep MiniBrowser` (the library webkit2gtk-driver depends on). */
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * WebKitGTK's own mock camera (a generated test pattern behind getUserMedia, permission granted) stands in for the
 * camera a CI machine lacks, on the devices that ask for one (the console's scan screen). Only there: twice in about
 * ten runs, a MiniBrowser whose page had left a running mock camera stopped answering WebDriver for good.
 */
const CAMERA_ARGS = ['--enable-media-stream=true', '--enable-mock-capture-devices=true'];

/** How long putting a device away may take before its process group is simply stopped. */
const QUIT_MS = 10_000;

async function quit(session: WebDriver, stop: () => void): Promise<void> {
  await Promise.race([session.quit(), new Promise((r) => setTimeout(r, QUIT_MS).unref())]).catch(() => {});
  stop();
}

const KEYS: Record<Key, string> = { ArrowRight: SeleniumKey.ARROW_RIGHT, Escape: SeleniumKey.ESCAPE };

/** A TCP port free now on 127.0.0.1 (WebKitWebDriver takes no port 0). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** One WebKitWebDriver (it drives one session at a time) on a virtual display of its own. */
async function startDriver(): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  // MiniBrowser's own log (GStreamer, the camera) is noise in the test output
  const child = startGroup('xvfb-run', [
    '-a',
    '-s',
    '-screen 0 1366x900x24',
    'WebKitWebDriver',
    `--port=${port}`,
    '--host=127.0.0.1',
  ]);
  const url = `http://127.0.0.1:${port}`;
  const stop = () => stopGroup(child);
  try {
    await waitForHttp(`${url}/status`, child, 20_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}

export async function launchWebKit(): Promise<Engine> {
  const devices = new Set<{ session: WebDriver; stop(): void }>();
  return {
    name: 'webkit',
    async device(viewport: Viewport, options: DeviceOptions = {}): Promise<Tab> {
      const server = await startDriver();
      let driver: WebDriver;
      try {
        driver = await new Builder()
          .usingServer(server.url)
          .withCapabilities({
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': {
              binary: MINIBROWSER,
              args: ['--automation', ...(options.camera ? CAMERA_ARGS : [])],
            },
          })
          .build();
      } catch (error) {
        server.stop();
        throw error;
      }
      const device = { session: driver, stop: server.stop };
      devices.add(device);
      await driver
        .manage()
        .window()
        .setRect({ x: 0, y: 0, ...viewport });
      const element = (css: string) => driver.findElement(By.css(css));
      return {
        goto: (url) => driver.get(url),
        evaluate: <T>(expression: string) => driver.executeScript(`return ${expression};`) as Promise<T>,
        async click(css) {
          await (await element(css)).click();
        },
        async type(css, text) {
          const target = await element(css);
          await target.sendKeys(SeleniumKey.chord(SeleniumKey.CONTROL, 'a'), SeleniumKey.BACK_SPACE);
          await target.sendKeys(text);
        },
        async press(key) {
          await driver.actions().sendKeys(KEYS[key]).perform();
        },
        async screenshot(css) {
          const base64 = css ? await (await element(css)).takeScreenshot() : await driver.takeScreenshot();
          return Buffer.from(base64, 'base64');
        },
        async close() {
          devices.delete(device);
          await quit(driver, server.stop);
        },
      };
    },
    async close() {
      for (const device of devices) await quit(device.session, device.stop);
      devices.clear();
    },
  };
}
