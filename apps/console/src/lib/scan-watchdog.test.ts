// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cameraProblem, FROZEN_AFTER_MS } from './scan-watchdog';

const live = { trackLive: true, lastFrameAt: 1000, decoderRestarting: false };

describe('gate console watchdog (a kiosk heals by itself)', () => {
  it('a camera whose track ended is restarted', () => {
    expect(cameraProblem({ ...live, trackLive: false }, 1001, 0)).toBe('camera-ended');
  });

  it('no new frame for 5 s while visible means a frozen camera', () => {
    expect(cameraProblem(live, 1000 + FROZEN_AFTER_MS, 0)).toBeNull();
    expect(cameraProblem(live, 1001 + FROZEN_AFTER_MS, 0)).toBe('camera-frozen');
  });

  it('the freeze clock starts again when the page comes back from the background', () => {
    expect(cameraProblem(live, 20_000, 18_000)).toBeNull();
    expect(cameraProblem(live, 23_001, 18_000)).toBe('camera-frozen');
  });

  it('no frame is read on purpose while the decoder replaces its worker: not a freeze', () => {
    expect(cameraProblem({ ...live, decoderRestarting: true }, 60_000, 0)).toBeNull();
  });
});
