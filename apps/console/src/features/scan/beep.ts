/** A short beep after a scan (WebAudio, no asset): high for accepted, low for refused or duplicate. */
let context: AudioContext | null = null;

export function beep(kind: 'ok' | 'refused'): void {
  try {
    context ??= new AudioContext();
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.frequency.value = kind === 'ok' ? 1320 : 330;
    gain.gain.value = 0.15;
    osc.connect(gain).connect(context.destination);
    osc.start();
    osc.stop(context.currentTime + (kind === 'ok' ? 0.12 : 0.25));
  } catch {
    // No audio output (or autoplay blocked before the first touch): the card still shows.
  }
}
