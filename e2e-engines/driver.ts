/**
 * The one interface both engines implement (./firefox.ts over WebDriver BiDi, ./webkit.ts over WebKitWebDriver),
 * so the smoke steps (./steps.ts) are written once. Deliberately tiny: a tab can go to a URL, run an expression in
 * the page, click and type natively on a CSS selector, press a key, take a PNG and be put away. Finding elements by role and
 * name is done in the page itself (./in-page.js through ./page.ts), the same code in every engine.
 */

export interface Viewport {
  width: number;
  height: number;
}

export type Key = 'ArrowRight' | 'Escape';

export interface Tab {
  goto(url: string): Promise<void>;
  /** Runs a JavaScript expression in the page; a promise is awaited; the value comes back as JSON. */
  evaluate<T>(expression: string): Promise<T>;
  /** A native click (the engine's own pointer events) on the element `css` selects. */
  click(css: string): Promise<void>;
  /** Native key presses into the element `css` selects, after emptying it. */
  type(css: string, text: string): Promise<void>;
  /** A native key press on the focused element. */
  press(key: Key): Promise<void>;
  /** A PNG of the element `css` selects, or of the viewport. */
  screenshot(css?: string): Promise<Buffer>;
  /** Puts the device away (its browser or context ends). */
  close(): Promise<void>;
}

export interface DeviceOptions {
  /** A camera for getUserMedia: the engine's own fake device (Firefox has one in every device). */
  camera?: boolean;
}

export interface Engine {
  readonly name: 'firefox' | 'webkit';
  /** A new device: a fresh profile (no cookies, storage or keys of another), at `viewport`. */
  device(viewport: Viewport, options?: DeviceOptions): Promise<Tab>;
  /** Ends every device and the browser. */
  close(): Promise<void>;
}
