/** Vite's `?url` import of an asset (the zxing-wasm binary in qr-detector.ts): its served URL. */
declare module '*.wasm?url' {
  const url: string;
  export default url;
}
