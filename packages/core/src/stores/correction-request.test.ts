import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError } from '../api/errors';
import { t, tr } from '../catalogue/index';
import { type CorrectionDay, correctionRequestForm } from './correction-request';
import { fakeClient, memoryStorage } from './test-client';

/** Friday 20 November 2026, an office shift, clocked in at 08:01 and never out. */
const FORGOT_OUT: CorrectionDay = {
  id: 41,
  scheduleDate: '2026-11-20',
  startTime: '2026-11-20T08:00:00+07:00',
  endTime: '2026-11-20T17:00:00+07:00',
  presenceClockIn: '2026-11-20T08:01:00+07:00',
  presenceClockOut: null,
};
/** Monday 30 November 2026, a night shift 22:00–06:00 with nothing recorded. */
const NIGHT: CorrectionDay = {
  id: 42,
  scheduleDate: '2026-11-30',
  startTime: '2026-11-30T22:00:00+07:00',
  endTime: '2026-12-01T06:00:00+07:00',
  presenceClockIn: null,
  presenceClockOut: null,
};
const NOW = Date.parse('2026-12-02T10:00:00+07:00');
const context = (day: CorrectionDay | null | undefined) => ({ day, maxDays: 30, now: NOW });

beforeEach(async () => {
  (globalThis as { localStorage?: unknown }).localStorage = memoryStorage();
  await correctionRequestForm.restore(7);
});
afterEach(() => {
  correctionRequestForm.reset();
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

describe('attendance correction form', () => {
  it('a forgotten clock-out: only the clock-out is asked, as an instant of that day', async () => {
    const { client, calls } = fakeClient();
    correctionRequestForm.setValues({ date: '2026-11-20', clockOut: '17:05', reason: ' Lupa absen keluar ' });
    expect(await correctionRequestForm.submit(client, context(FORGOT_OUT))).toBe(true);
    expect(calls.map((c) => [c.id, c.input])).toEqual([
      [
        'correction.create',
        {
          body: {
            scheduleId: 41,
            clockIn: null,
            clockOut: '2026-11-20T17:05:00+07:00',
            reason: 'Lupa absen keluar',
            photo: null,
          },
        },
      ],
    ]);
    expect(correctionRequestForm.store.step).toBe('sent');
    expect(correctionRequestForm.store.values).toEqual({ date: '', clockIn: '', clockOut: '', reason: '' });
  });

  it('a night shift: 21:55 is that evening, 06:02 the next morning; a clock-in typed as recorded asks nothing', async () => {
    const { client, calls } = fakeClient();
    correctionRequestForm.setValues({
      date: '2026-11-30',
      clockIn: '21:55',
      clockOut: '06:02',
      reason: 'Ponsel mati',
    });
    expect(await correctionRequestForm.submit(client, context(NIGHT))).toBe(true);
    expect(calls[0]?.input).toMatchObject({
      body: { clockIn: '2026-11-30T21:55:00+07:00', clockOut: '2026-12-01T06:02:00+07:00' },
    });
    correctionRequestForm.setValues({
      date: '2026-11-20',
      clockIn: '08:01',
      clockOut: '17:00',
      reason: 'Lupa',
    });
    expect(await correctionRequestForm.submit(client, context(FORGOT_OUT))).toBe(true);
    expect(calls[1]?.input).toMatchObject({ body: { clockIn: null, clockOut: '2026-11-20T17:00:00+07:00' } });
  });

  it('bad input makes no call and keeps the form: no reason, no time, out before in, too old, no shift', async () => {
    const { client, calls } = fakeClient();
    const refused = async (values: Record<string, string>, day: CorrectionDay | null, maxDays = 30) => {
      correctionRequestForm.setValues({
        date: '2026-11-20',
        clockIn: '',
        clockOut: '',
        reason: 'Lupa',
        ...values,
      });
      expect(await correctionRequestForm.submit(client, { day, maxDays, now: NOW })).toBe(false);
      expect(correctionRequestForm.store.step).toBe('failed');
      const failure = correctionRequestForm.store.failure;
      if (failure?.kind !== 'rule') return failure;
      const { message, vars } = failure;
      return typeof message === 'string' ? t(message, 'id', vars) : tr(message, 'id', vars);
    };
    expect(await refused({ reason: ' ', clockOut: '17:00' }, FORGOT_OUT)).toBe('Alasan wajib diisi');
    expect(await refused({}, FORGOT_OUT)).toBe('Waktu wajib diisi');
    expect(await refused({ clockOut: '08:00' }, FORGOT_OUT)).toBe('Jam keluar harus setelah jam masuk');
    expect(await refused({ clockOut: '17:00' }, FORGOT_OUT, 7)).toBe('Koreksi hanya untuk 7 hari terakhir');
    expect(await refused({ clockOut: '17:00' }, null)).toBe('Tidak ada shift di tanggal 2026-11-20');
    expect(calls).toEqual([]);
    expect(correctionRequestForm.store.values.clockOut).toBe('17:00');
  });

  it("the server's refusal (a closed month) keeps everything typed and the Idempotency-Key for the retry", async () => {
    const closed = apiError({
      kind: 'conflict',
      status: 409,
      endpointId: 'correction.create',
      message: null,
      serverMessage: 'Bulan November 2026 sudah ditutup untuk penggajian',
    });
    const { client, calls } = fakeClient((_id, n) => (n === 1 ? closed : {}));
    correctionRequestForm.setValues({ date: '2026-11-20', clockOut: '17:05', reason: 'Lupa' });
    expect(await correctionRequestForm.submit(client, context(FORGOT_OUT))).toBe(false);
    expect(correctionRequestForm.store.failure).toMatchObject({ kind: 'server' });
    expect(correctionRequestForm.store.values).toMatchObject({ clockOut: '17:05', reason: 'Lupa' });
    expect(await correctionRequestForm.submit(client, context(FORGOT_OUT))).toBe(true);
    const keys = calls.map((c) => c.options?.idempotencyKey);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });
});
