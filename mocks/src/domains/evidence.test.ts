/**
 * DESIGN "Evidence" (OWASP ASVS 5.0 V8.2.2, V1.2.2, V2.2.1, V2.3.2, V2.4.1, V14.3.2), each probe of the attack on
 * the phone's own clock-in as an answer of the mock: a selfie that is not the caller's own fresh upload, a file
 * fetched by someone not entitled to it, a second phone, an unsigned or wrongly signed clock-in, and the bounds.
 */

import { RECAP_MAX_PAGE_SIZE } from '@upah/core/contract/recap';
import { describe, expect, it } from 'vitest';
import { personaByKey } from '../personas';
import { callJson, jpegBytes, personaCaller, personaPhone, testApp } from '../test-support';
import { DEVICE_MESSAGES } from './attendance/gate';

const POS = { latitude: -6.208763, longitude: 106.845599 };
const PIXEL_7 =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

async function setup() {
  const server = testApp();
  const call = personaCaller(server.app);
  const today = async (who: 'employee' | 'gate-2') =>
    ((await call(who, 'GET', '/attendance/schedule/employee/today')).data as { id: number }).id;
  const presencesOf = (employeeId: number) =>
    [...server.state.domains.attendance.presences.values()].filter(
      (p) => p.employeeId === employeeId && p.scheduleDate === '2024-05-15',
    ).length;
  return { server, call, today, presencesOf };
}

describe('evidence: only the caller’s own fresh upload (DESIGN "Evidence")', () => {
  it('refuses another employee’s file, an outside URL, javascript: and a stale upload; nothing is recorded', async () => {
    const { server, today, presencesOf } = await setup();
    const phone = await personaPhone(server, 'employee');
    const colleague = await personaPhone(server, 'gate-2');
    const scheduleId = await today('employee');
    const employeeId = personaByKey('employee').employeeId;
    const before = presencesOf(employeeId);
    const theirs = await colleague.upload();
    const cases: [string, string, string][] = [
      ['another employee’s upload', theirs, 'photo: file ini bukan unggahan Anda'],
      [
        'an outside URL',
        'https://tracker.invalid/pixel.png',
        'photo: harus berupa file yang diunggah lewat aplikasi',
      ],
      ['javascript:', 'javascript:alert(1)', 'photo: harus berupa file yang diunggah lewat aplikasi'],
      [
        'our path on another host',
        `https://tracker.invalid${theirs}`,
        'photo: harus berupa file yang diunggah lewat aplikasi',
      ],
      [
        'a name never uploaded',
        '/files/seed-selfie-3.jpg',
        'photo: harus berupa file yang diunggah lewat aplikasi',
      ],
    ];
    for (const [what, photo, message] of cases) {
      const answer = await phone.clockIn({ scheduleId, ...POS, photo });
      expect([what, answer.status, answer.message]).toEqual([what, 400, message]);
    }
    const stale = await phone.upload();
    server.clock.advance(10 * 60_000 + 1000);
    const late = await phone.clockIn({ scheduleId, ...POS, photo: stale });
    expect([late.status, late.message]).toEqual([
      400,
      'photo: file sudah terlalu lama diunggah, ambil foto lagi',
    ]);
    expect(presencesOf(employeeId)).toBe(before);
    // the same caller's fresh upload is accepted, absolute on this server's origin too
    const fresh = await phone.upload();
    const ok = await phone.clockIn({ scheduleId, ...POS, photo: `http://localhost${fresh}` });
    expect(ok.status).toBe(200);
    expect(String((ok.data as { photo: string }).photo)).toMatch(
      new RegExp(`^${fresh}\\?exp=\\d+&sig=[\\w-]{32}$`),
    );
    expect(presencesOf(employeeId)).toBe(before + 1);
  });

  it('the same check on a leave’s and an overtime’s photos (one validator for every write)', async () => {
    const { server, call } = await setup();
    const colleague = await personaPhone(server, 'gate-2');
    const theirs = await colleague.upload();
    const leave = await call('employee', 'POST', '/leave/request/create', {
      leaveCategory: 'CT',
      description: 'Pulang kampung',
      startAt: '2024-06-10',
      endAt: '2024-06-11',
      photos: [theirs],
    });
    expect([leave.status, leave.message]).toEqual([400, 'photos.0: file ini bukan unggahan Anda']);
    const overtime = await call('employee', 'POST', '/overtime/request/create/offday', {
      startAt: '2024-05-18T08:00:00+07:00',
      endAt: '2024-05-18T10:00:00+07:00',
      description: 'Stok',
      photos: ['javascript:alert(1)'],
    });
    expect(overtime.status).toBe(400);
  });

  it('the server names every upload at random, whatever randomFilename says', async () => {
    const { server } = await setup();
    const phone = await personaPhone(server, 'employee');
    const form = new FormData();
    form.set('file', new Blob([jpegBytes()], { type: 'image/jpeg' }), 'selfie.jpg');
    form.set('location', 'file-request');
    form.set('randomFilename', 'false');
    const names = [];
    for (let i = 0; i < 2; i++) {
      const res = await server.app.request('/upload/file', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${phone.token}` },
      });
      names.push(((await res.json()) as { data: { url: string } }).data.url);
    }
    expect(names.every((n) => /^\/files\/[0-9a-f-]{36}\.jpg$/.test(n))).toBe(true);
    expect(new Set(names).size).toBe(2);
  });
});

describe('files only the right people see', () => {
  it('no session → 401; a colleague → 404; the owner and the owner’s supervisor → 200; a signed URL → 200 until it expires; never cached', async () => {
    const { server, call } = await setup();
    const phone = await personaPhone(server, 'employee');
    const colleague = await personaPhone(server, 'gate-2');
    const supervisor = await personaPhone(server, 'supervisor');
    const url = await phone.upload();
    const get = (path: string, token?: string) =>
      server.app.request(path, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    const anonymous = await get(url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
    expect((await get(url, colleague.token)).status).toBe(404);
    const own = await get(url, phone.token);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect((await get(url, supervisor.token)).status).toBe(200);
    // the supervisor's board carries the photo signed: an <img> fetches it without a header
    const scheduleId = (
      (await call('employee', 'GET', '/attendance/schedule/employee/today')).data as { id: number }
    ).id;
    expect((await phone.clockIn({ scheduleId, ...POS, photo: url })).status).toBe(200);
    const board = (await call('supervisor', 'GET', '/attendance/team/day')).data as {
      members: { subordinateId: number; photo: string | null }[];
    };
    const signed = board.members.find((m) => m.subordinateId === personaByKey('employee').employeeId)?.photo;
    expect(signed?.startsWith(`${url}?exp=`)).toBe(true);
    expect((await get(signed ?? '')).status).toBe(200);
    expect((await get(`${signed}x`)).status).toBe(404);
    server.clock.advance(25 * 60_000);
    expect((await get(signed ?? '')).status).toBe(404);
  });

  it('answers carry Cache-Control: no-store', async () => {
    const { server } = await setup();
    const phone = await personaPhone(server, 'employee');
    const res = await server.app.request('/employee/profile/current', {
      headers: { authorization: `Bearer ${phone.token}` },
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('one phone per employee (device binding)', () => {
  it('a second phone is refused until the supervisor approves it; then it clocks in and the first phone no longer does', async () => {
    const { server, call, today, presencesOf } = await setup();
    const first = await personaPhone(server, 'employee');
    expect(first.registered.status).toBe('approved');
    const second = await personaPhone(server, 'employee', PIXEL_7);
    expect(second.registered.status).toBe('pending');
    const scheduleId = await today('employee');
    const employeeId = personaByKey('employee').employeeId;
    const before = presencesOf(employeeId);
    const refused = await second.clockIn({ scheduleId, ...POS });
    expect([refused.status, refused.message]).toEqual([409, DEVICE_MESSAGES.notApproved]);
    expect(presencesOf(employeeId)).toBe(before);
    const mine = (await callJson(server.app, 'GET', '/attendance/device', { token: second.token })).data as {
      approved: { keyId: string };
      pending: { keyId: string; deviceName: string };
    };
    expect(mine.approved.keyId).toBe(first.key.kid);
    expect(mine.pending).toMatchObject({ keyId: second.key.kid, deviceName: 'Chrome di Android (Pixel 7)' });
    const queue = (await call('supervisor', 'GET', '/attendance/device/direct-subordinate?status=pending'))
      .data as { devices: { id: number; keyId: string; employeeName: string; requestedAt: string }[] };
    const ask = queue.devices.find((d) => d.keyId === second.key.kid);
    expect(ask).toMatchObject({
      employeeName: personaByKey('employee').name,
      requestedAt: '2024-05-15T09:00:00+07:00',
    });
    // only the direct supervisor decides: anyone else gets the answer of an unknown id
    expect((await call('manager', 'POST', `/attendance/device/${ask?.id}/approve`)).status).toBe(404);
    expect((await call('supervisor', 'POST', `/attendance/device/${ask?.id}/approve`)).status).toBe(200);
    expect((await call('supervisor', 'POST', `/attendance/device/${ask?.id}/approve`)).status).toBe(409);
    const old = await first.clockIn({ scheduleId, ...POS });
    expect(old.status).toBe(409);
    const ok = await second.clockIn({ scheduleId, ...POS });
    expect(ok.status).toBe(200);
  });

  it('an unsigned or wrongly signed clock-in is refused and nothing is recorded', async () => {
    const { server, today, presencesOf } = await setup();
    const phone = await personaPhone(server, 'employee');
    const scheduleId = await today('employee');
    const employeeId = personaByKey('employee').employeeId;
    const before = presencesOf(employeeId);
    const photo = await phone.upload();
    const post = (body: unknown) =>
      callJson(server.app, 'POST', '/attendance/presence/clock-in', { token: phone.token, body });
    const unsigned = await post({ scheduleId, ...POS, photo, clientTime: '2024-05-15T09:00:00+07:00' });
    expect([unsigned.status, unsigned.message]).toEqual([400, DEVICE_MESSAGES.unsigned]);
    const signed = await phone.signIn({ scheduleId, ...POS, photo });
    const moved = await post({ ...signed, latitude: -6.3 });
    expect([moved.status, moved.message]).toEqual([400, DEVICE_MESSAGES.badSignature]);
    const otherPhoto = await post({ ...signed, photo: await phone.upload(jpegBytes(7)) });
    expect(otherPhoto.message).toBe(DEVICE_MESSAGES.badSignature);
    expect(presencesOf(employeeId)).toBe(before);
    expect((await post(signed)).status).toBe(200);
  });
});

describe('bounds and uniform answers', () => {
  it('text, range and number bounds answer 400; an oversized body 413', async () => {
    const { call, server } = await setup();
    const leave = (over: Record<string, unknown>) =>
      call('employee', 'POST', '/leave/request/create', {
        leaveCategory: 'CT',
        description: 'Cuti',
        startAt: '2024-06-10',
        endAt: '2024-06-11',
        photos: [],
        ...over,
      });
    expect((await leave({ description: 'x'.repeat(1001) })).message).toBe(
      'description: Keterangan maksimal 1.000 karakter',
    );
    expect((await leave({ description: 'x'.repeat(1000) })).status).toBe(200);
    expect((await leave({ startAt: '9999-12-31', endAt: '9999-12-31' })).message).toBe(
      'endAt: Cuti paling jauh satu tahun dari hari ini',
    );
    expect((await leave({ startAt: '2024-07-01', endAt: '2024-09-29' })).message).toBe(
      'endAt: Cuti paling lama 90 hari',
    );
    const pending = (
      (await call('supervisor', 'GET', '/leave/history/subordinate?status=pending&size=1')).data as {
        leaveRequests: { id: number }[];
      }
    ).leaveRequests[0];
    expect(
      (
        await call('supervisor', 'POST', `/leave/request/reject/${pending?.id}`, {
          rejectReason: 'x'.repeat(501),
        })
      ).message,
    ).toBe('rejectReason: Alasan maksimal 500 karakter');
    for (const loose of ['0x10', '1e2', '%201', '+1', '01']) {
      const answer = await call('employee', 'GET', `/leave/history/my?page=1&size=${loose}`);
      expect([loose, answer.status]).toEqual([loose, 400]);
    }
    const big = await callJson(server.app, 'POST', '/leave/request/create', {
      token: (await personaPhone(server, 'employee')).token,
      body: { description: 'x'.repeat(70_000) },
    });
    expect(big.status).toBe(413);
  });

  it('every list has a default page (20) and a largest one (100)', async () => {
    const { call } = await setup();
    const hr = (await call('hr', 'GET', '/leave/history/subordinate')).data as {
      leaveRequests: unknown[];
      pagination: { size: number; totalItems: number };
    };
    expect(hr.leaveRequests).toHaveLength(20);
    expect(hr.pagination.size).toBe(20);
    expect(hr.pagination.totalItems).toBeGreaterThan(1000);
    expect((await call('hr', 'GET', '/leave/history/subordinate?size=101')).status).toBe(400);
  });

  it("a plant's month in pages of RECAP_MAX_PAGE_SIZE twice in a row stays within the read bucket (2 × 20 of 60)", async () => {
    const { server } = await setup();
    const plant = await personaPhone(server, 'hr-plant');
    const month = async (m: string) => {
      const statuses: number[] = [];
      for (let page = 1; page <= Math.ceil(5000 / RECAP_MAX_PAGE_SIZE); page++) {
        const res = await server.app.request(
          `/attendance/recap?month=${m}&page=${page}&size=${RECAP_MAX_PAGE_SIZE}`,
          { headers: { authorization: `Bearer ${plant.token}` } },
        );
        statuses.push(res.status);
      }
      return statuses;
    };
    expect(await month('2026-10')).toEqual(Array(20).fill(200));
    expect(await month('2026-09')).toEqual(Array(20).fill(200));
  });

  it('the team and recap reads are rate-limited per caller: 429 with Retry-After; a reset clears it', async () => {
    const { server } = await setup();
    const supervisor = await personaPhone(server, 'supervisor');
    const employee = await personaPhone(server, 'employee');
    const read = (token: string) =>
      server.app.request('/attendance/recap/self?month=2024-05', {
        headers: { authorization: `Bearer ${token}` },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await read(supervisor.token)).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    const throttled = await read(supervisor.token);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('1');
    // another caller is not slowed by it; the bucket refills at 2 a second
    expect((await read(employee.token)).status).toBe(200);
    server.clock.advance(1000);
    expect((await read(supervisor.token)).status).toBe(200);
    server.ctx.reset();
    const again = await personaPhone(server, 'supervisor');
    expect((await read(again.token)).status).toBe(200);
  });
});
