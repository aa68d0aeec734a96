/**
 * SPEC §2 Supervisor Absen (console): a scanned code is queued for the subordinate it names, so the manual
 * screen's list shows "Menunggu sinkron" for a scanned employee as it does for one entered by hand.
 */
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, it, vi } from 'vitest';

type OnText = (text: string, running: { grabFrame: () => Promise<Blob> }) => void;
let onText: OnText | null = null;
vi.mock('@upah/ui/qr-scanner', () => ({
  startQrScanner: (_element: unknown, options: { onText: OnText }) => {
    onText = options.onText;
    return new Promise(() => {});
  },
}));

const enqueue = vi.fn(async () => {});
vi.mock('../../lib/presence-queue', async () => {
  const { proxy } = await import('valtio');
  const presenceQueue = { state: proxy({ pending: [], failed: [] }), start: async () => {}, enqueue };
  // the key helpers are the real ones' shape over this queue: nothing waits in it
  return {
    presenceQueue,
    codeIdempotencyKey: (code: { kid: string; issuedAt: number }) => `qr-code|${code.kid}|${code.issuedAt}`,
    queuedCodeKeys: () => new Set<string>(),
  };
});
vi.mock('../../lib/subordinates', async () => {
  const { proxy } = await import('valtio');
  const subordinatesStore = proxy({
    subordinates: [{ id: 42, name: 'Sari', scheduleId: 7, shiftName: 'Pagi' }],
  });
  return { subordinatesStore, loadSubordinates: async () => {} };
});
vi.mock('./wake-lock', () => ({ useWakeLock: () => {} }));
vi.mock('./scan-store', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./scan-store')>();
  return {
    ...actual,
    // The code's check is the scan session's (tested in core); here a code read for subordinate 42 is accepted.
    handleScan: () => ({
      kind: 'accepted',
      card: {
        seq: 1,
        kind: 'accepted',
        message: 'absenSuccess',
        name: 'Sari',
        shiftName: 'Pagi',
        type: 'clock-in',
        time: '08:00',
      },
      presence: {
        subordinateId: 42,
        name: 'Sari',
        scheduleId: 7,
        shiftName: 'Pagi',
        type: 'clock-in',
        latitude: -6.2,
        longitude: 106.8,
        issuedAt: Date.now(),
        kid: 'k1',
      },
    }),
  };
});

const { default: ScanRoute } = await import('./scan-route');

it('§2 scan-qr: an accepted scan is queued with the subordinate id as its subject', async () => {
  render(
    <MemoryRouter>
      <ScanRoute />
    </MemoryRouter>,
  );
  await vi.waitFor(() => expect(onText).not.toBeNull());
  const photo = new Blob(['frame'], { type: 'image/jpeg' });
  await act(async () => onText?.('code', { grabFrame: async () => photo }));
  await vi.waitFor(() => expect(enqueue).toHaveBeenCalledTimes(1));
  expect(enqueue).toHaveBeenCalledWith(
    'qr-presence',
    expect.objectContaining({ photo }),
    expect.objectContaining({ subjectId: 42, label: 'Sari' }),
  );
});
