import { describe, expect, it } from 'vitest';
import type { PersonaKey } from '../personas';
import { callJson, loginAs, testApp } from '../test-support';
import { historyOf } from './production/history';
import type { ProductionLog } from './production/model';

const TODAY = '2024-05-15';
const LOG = '/production-tracking/production-log';

async function setup() {
  const server = testApp();
  const tokens = {} as Record<PersonaKey, string>;
  for (const key of ['operator', 'worker', 'checker', 'manager', 'employee', 'modules-off'] as const) {
    tokens[key] = await loginAs(server.app, key);
  }
  const db = () => server.state.domains.production;
  const call = (who: PersonaKey, method: string, path: string, body?: unknown) =>
    callJson(server.app, method, path, { token: tokens[who], body });
  const logIn = (status: ProductionLog['status'], withEntries = true) => {
    const log = db().logs.find(
      (l) =>
        l.projectId === 1 &&
        l.productionDate === TODAY &&
        l.status === status &&
        l.entries.length > 0 === withEntries,
    );
    if (!log) throw new Error(`no seeded ${status} log`);
    return log;
  };
  const validInput = (log: ProductionLog) => {
    const project = db().projects.find((p) => p.id === log.projectId);
    const item = project?.items.find((i) => i.id === log.itemId);
    const group = project?.groups.find((g) => g.name === log.groupName);
    return {
      productionLogId: log.id,
      additionalInformation: (item?.additionalInformations ?? [])
        .filter((a) => a.isMandatory)
        .map((a) => ({ code: a.code, selectedValue: a.isChoice ? (a.values[0] ?? '') : '3' })),
      memberValues: (group?.members ?? []).map((m) => ({ memberId: m.memberId, value: 12.5 })),
    };
  };
  return { server, call, db, logIn, validInput };
}

describe('production tracking', () => {
  it('§3 §6 projects/my: the four personas share one project, each with their own role', async () => {
    const { call } = await setup();
    const roles: Record<string, string | undefined> = {};
    for (const who of ['operator', 'worker', 'checker', 'manager'] as const) {
      const answer = await call(who, 'GET', '/production-tracking/project/my');
      expect(answer.status).toBe(200);
      const projects = (answer.data as { projects: { id: number; role: string }[] }).projects;
      roles[who] = projects.find((p) => p.id === 1)?.role;
    }
    expect(roles).toEqual({ operator: 'operator', worker: 'worker', checker: 'checker', manager: 'manager' });
  });

  it('§6 modules-off company: production tracking answers 403 with the forbidden copy', async () => {
    const { call } = await setup();
    const answer = await call('modules-off', 'GET', '/production-tracking/project/my');
    expect(answer.status).toBe(403);
  });

  it('§3 §6 groups: totals count every log of the day; a box filter narrows the cards', async () => {
    const { call, db } = await setup();
    const all = await call('checker', 'GET', `${LOG}/group/1/${TODAY}`);
    expect(all.status).toBe(200);
    const data = all.data as {
      totalPending: number;
      totalChecking: number;
      productions: { status: string }[];
    };
    const logs = db().logs.filter((l) => l.projectId === 1 && l.productionDate === TODAY);
    expect(data.productions).toHaveLength(logs.length);
    expect(data.totalPending).toBe(logs.filter((l) => l.status === 'PENDING').length);
    for (const status of ['PENDING', 'CHECKING', 'WAIT_FOR_APPROVAL', 'APPROVED', 'NEED_REVISION']) {
      expect(logs.some((l) => l.status === status)).toBe(true);
    }
    const checked = await call('checker', 'GET', `${LOG}/group/1/${TODAY}?status=checked`);
    const statuses = (checked.data as { productions: { status: string }[] }).productions.map((p) => p.status);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 'APPROVED' || s === 'WAIT_FOR_APPROVAL')).toBe(true);
    // a project the caller is not part of answers as an unknown one
    const outsider = await call('employee', 'GET', `${LOG}/group/1/${TODAY}`);
    expect(outsider.status).toBe(404);
  });

  it('§4 generate: Mulai Produksi creates one PENDING log per item and group, once', async () => {
    const { call } = await setup();
    const first = await call('operator', 'POST', `${LOG}/create`, {
      projectId: 1,
      productionDate: '2024-05-16',
    });
    expect(first.status).toBe(200);
    expect(first.message).toBe('Production berhasil dibuat');
    expect((first.data as { created: number }).created).toBe(6);
    const again = await call('operator', 'POST', `${LOG}/create`, {
      projectId: 1,
      productionDate: '2024-05-16',
    });
    expect((again.data as { created: number }).created).toBe(0);
    const cards = await call('operator', 'GET', `${LOG}/group/1/2024-05-16`);
    expect((cards.data as { totalPending: number }).totalPending).toBe(6);
  });

  it('§4 full cycle: operator inputs and sends, checker approves and sends on, manager approves', async () => {
    const { call, logIn, validInput } = await setup();
    const log = logIn('PENDING', false);
    const empty = await call('operator', 'POST', `${LOG}/${log.id}/submit-to-checker`);
    expect(empty.status).toBe(409);
    const created = await call('worker', 'POST', `${LOG}/input/create`, validInput(log));
    expect(created.status).toBe(200);
    const entryId = (created.data as { id: number }).id;
    expect((await call('operator', 'POST', `${LOG}/${log.id}/submit-to-checker`)).data).toEqual({
      id: log.id,
      status: 'CHECKING',
    });
    expect((await call('checker', 'PUT', `${LOG}/input/${entryId}/approve`)).status).toBe(200);
    expect((await call('checker', 'POST', `${LOG}/${log.id}/submit-to-manager`)).data).toEqual({
      id: log.id,
      status: 'WAIT_FOR_APPROVAL',
    });
    expect((await call('manager', 'POST', `${LOG}/${log.id}/submit-to-hr`)).data).toEqual({
      id: log.id,
      status: 'APPROVED',
    });
  });

  it('§4 checker sends back to the operator when an entry is pending or needs revision', async () => {
    const { call, logIn } = await setup();
    const log = logIn('CHECKING');
    const pending = log.entries.find((e) => e.status === 'PENDING');
    const noReason = await call('checker', 'PUT', `${LOG}/input/${pending?.id}/reject`, {
      rejectReason: '  ',
    });
    expect(noReason.status).toBe(400);
    const revised = await call('checker', 'PUT', `${LOG}/input/${pending?.id}/reject`, {
      rejectReason: 'Jumlah salah',
    });
    expect((revised.data as { status: string; rejectReason: string }).status).toBe('NEED_REVISION');
    const sent = await call('checker', 'POST', `${LOG}/${log.id}/submit-to-manager`);
    expect(sent.data).toEqual({ id: log.id, status: 'NEED_REVISION' });
  });

  it('§4 manager may ask revision of an approved entry while waiting, then only send back', async () => {
    const { call, logIn } = await setup();
    const log = logIn('WAIT_FOR_APPROVAL');
    const entry = log.entries[0];
    const managerApprove = await call('manager', 'PUT', `${LOG}/input/${entry?.id}/approve`);
    expect(managerApprove.status).toBe(403);
    const revise = await call('manager', 'PUT', `${LOG}/input/${entry?.id}/reject`, {
      rejectReason: 'Cek ulang',
    });
    expect(revise.status).toBe(200);
    expect((await call('manager', 'POST', `${LOG}/${log.id}/submit-to-hr`)).data).toEqual({
      id: log.id,
      status: 'NEED_REVISION',
    });
  });

  it('§4 §6 role and state table: wrong role → 403, not in the project → 404, wrong state → 409', async () => {
    const { call, logIn, validInput } = await setup();
    const pending = logIn('PENDING');
    const checking = logIn('CHECKING');
    const waiting = logIn('WAIT_FOR_APPROVAL');
    const revision = logIn('NEED_REVISION');
    const approvedEntry = revision.entries.find((e) => e.status === 'APPROVED');
    const cases: [PersonaKey, string, string, unknown, number][] = [
      // wrong role
      ['checker', 'POST', `${LOG}/input/create`, validInput(pending), 403],
      ['manager', 'POST', `${LOG}/${pending.id}/submit-to-checker`, undefined, 403],
      ['operator', 'PUT', `${LOG}/input/${checking.entries[0]?.id}/approve`, undefined, 403],
      ['worker', 'POST', `${LOG}/${checking.id}/submit-to-manager`, undefined, 403],
      ['checker', 'POST', `${LOG}/${waiting.id}/submit-to-hr`, undefined, 403],
      // not part of the project: answered as an unknown log
      ['employee', 'POST', `${LOG}/input/create`, validInput(pending), 404],
      // wrong state
      ['operator', 'POST', `${LOG}/input/create`, validInput(checking), 409],
      ['operator', 'PUT', `${LOG}/input/${checking.entries[0]?.id}/update`, validInput(checking), 409],
      ['operator', 'POST', `${LOG}/input/${waiting.entries[0]?.id}/delete`, undefined, 409],
      ['worker', 'PUT', `${LOG}/input/${approvedEntry?.id}/update`, validInput(revision), 409],
      ['checker', 'PUT', `${LOG}/input/${pending.entries[0]?.id}/approve`, undefined, 409],
      ['checker', 'POST', `${LOG}/${pending.id}/submit-to-manager`, undefined, 409],
      ['manager', 'POST', `${LOG}/${checking.id}/submit-to-hr`, undefined, 409],
      ['operator', 'POST', `${LOG}/${waiting.id}/submit-to-checker`, undefined, 409],
    ];
    for (const [who, method, path, body, status] of cases) {
      const answer = await call(who, method, path, body);
      expect({ who, path, status: answer.status }).toEqual({ who, path, status });
    }
  });

  it('§4 §5 operator edits a revision entry back to PENDING; mandatory fields and choice values are enforced', async () => {
    const { call, logIn, validInput } = await setup();
    const log = logIn('NEED_REVISION');
    const entry = log.entries.find((e) => e.status === 'NEED_REVISION');
    const input = validInput(log);
    const missing = await call('operator', 'PUT', `${LOG}/input/${entry?.id}/update`, {
      ...input,
      additionalInformation: [],
    });
    expect(missing.status).toBe(400);
    const badChoice = await call('operator', 'PUT', `${LOG}/input/${entry?.id}/update`, {
      ...input,
      additionalInformation: input.additionalInformation.map((a) => ({ ...a, selectedValue: 'Ungu' })),
    });
    expect(badChoice.status).toBe(400);
    const edited = await call('operator', 'PUT', `${LOG}/input/${entry?.id}/update`, input);
    expect(edited.status).toBe(200);
    expect(edited.data as { status: string; rejectReason: string | null }).toMatchObject({
      status: 'PENDING',
      rejectReason: null,
    });
    const deleted = await call('worker', 'POST', `${LOG}/input/${entry?.id}/delete`);
    expect(deleted.status).toBe(200);
    expect(log.entries.some((e) => e.id === entry?.id)).toBe(false);
  });

  it('§3 detail: entries, member totals, field definitions and the caller role', async () => {
    const { call, logIn, db } = await setup();
    const log = logIn('CHECKING');
    const answer = await call(
      'checker',
      'GET',
      `${LOG}/group/1/${TODAY}/${log.itemId}/${encodeURIComponent(log.groupName)}`,
    );
    expect(answer.status).toBe(200);
    const data = answer.data as {
      role: string;
      productions: unknown[];
      totalMemberValue: { memberId: number; value: number }[];
    };
    expect(data.role).toBe('checker');
    expect(data.productions).toHaveLength(log.entries.length);
    const first = data.totalMemberValue[0];
    const expected = log.entries.reduce(
      (sum, e) => sum + (e.memberValues.find((m) => m.memberId === first?.memberId)?.value ?? 0),
      0,
    );
    expect(first?.value).toBeCloseTo(expected, 2);
    expect(
      db().projects[0]?.items.some((i) => i.additionalInformations.some((a) => a.isChoice && a.isMandatory)),
    ).toBe(true);
  });

  it('§4 status history extension: the history records every transition (who, role, when, from → to, reason); members only', async () => {
    const { call, logIn, validInput } = await setup();
    const log = logIn('PENDING', false);
    const created = await call('operator', 'POST', `${LOG}/input/create`, validInput(log));
    const entryId = (created.data as { id: number }).id;
    expect((await call('operator', 'POST', `${LOG}/${log.id}/submit-to-checker`)).status).toBe(200);
    // a refused call records nothing
    expect(
      (await call('checker', 'PUT', `${LOG}/input/${entryId}/reject`, { rejectReason: ' ' })).status,
    ).toBe(400);
    await call('checker', 'PUT', `${LOG}/input/${entryId}/reject`, { rejectReason: 'Jumlah salah' });
    await call('checker', 'POST', `${LOG}/${log.id}/submit-to-manager`);
    const answer = await call('manager', 'GET', `${LOG}/${log.id}/history`);
    expect(answer.status).toBe(200);
    const items = (answer.data as { items: Record<string, unknown>[] }).items;
    expect(items.map((h) => [h.target, h.action, h.role, h.from, h.to, h.reason])).toEqual([
      ['log', 'generate', 'operator', null, 'PENDING', null], // seeded
      ['entry', 'create', 'operator', null, 'PENDING', null],
      ['log', 'submit', 'operator', 'PENDING', 'CHECKING', null],
      ['entry', 'revise', 'checker', 'PENDING', 'NEED_REVISION', 'Jumlah salah'],
      ['log', 'submit', 'checker', 'CHECKING', 'NEED_REVISION', null],
    ]);
    expect(items[1]?.entryId).toBe(entryId);
    expect(String(items[1]?.at)).toMatch(/\+07:00$/);
    expect(typeof items[1]?.actorName).toBe('string');
    expect((await call('employee', 'GET', `${LOG}/${log.id}/history`)).status).toBe(404);
    expect((await call('manager', 'GET', `${LOG}/99999/history`)).status).toBe(404);
  });

  it('§4 status history extension: Mulai Produksi and a delete are in the history too', async () => {
    const { call, db, validInput } = await setup();
    await call('operator', 'POST', `${LOG}/create`, { projectId: 1, productionDate: '2024-05-20' });
    const log = db().logs.find((l) => l.productionDate === '2024-05-20');
    if (!log) throw new Error('no generated log');
    const created = await call('operator', 'POST', `${LOG}/input/create`, validInput(log));
    const entryId = (created.data as { id: number }).id;
    expect((await call('worker', 'POST', `${LOG}/input/${entryId}/delete`)).status).toBe(200);
    const history = await call('worker', 'GET', `${LOG}/${log.id}/history`);
    const items = (history.data as { items: { action: string; from: unknown; to: unknown }[] }).items;
    expect(items.map((h) => [h.action, h.from, h.to])).toEqual([
      ['generate', null, 'PENDING'],
      ['create', null, 'PENDING'],
      ['delete', 'PENDING', null],
    ]);
  });
});

describe('§4 status history extension: the seeded logs carry a history that leads to their status', () => {
  const seeded = (now?: string) => {
    const server = now ? testApp({ now: () => new Date(now) }) : testApp();
    const db = server.state.domains.production;
    return { db, now: server.clock.now(), history: (logId: number) => historyOf(db, logId) };
  };

  it('every seeded log: Mulai Produksi first, then transitions whose last step is its status and its entries’ statuses', () => {
    const { db, history } = seeded();
    expect(db.logs.length).toBeGreaterThan(20);
    for (const log of db.logs) {
      const items = history(log.id);
      expect(items[0]).toMatchObject({ target: 'log', action: 'generate', from: null, to: 'PENDING' });
      const logSteps = items.filter((h) => h.target === 'log');
      // each log step starts where the previous one ended
      logSteps.slice(1).forEach((h, i) => {
        expect(h.from).toBe(logSteps[i]?.to);
      });
      expect(logSteps.at(-1)?.to).toBe(log.status);
      for (const entry of log.entries) {
        const steps = items.filter((h) => h.entryId === entry.id);
        expect(steps[0]).toMatchObject({ action: 'create', from: null, to: 'PENDING' });
        steps.slice(1).forEach((h, i) => {
          expect(h.from).toBe(steps[i]?.to);
        });
        expect(steps.at(-1)?.to).toBe(entry.status);
        if (entry.status === 'NEED_REVISION') expect(steps.at(-1)?.reason).toBe(entry.rejectReason);
      }
    }
  });

  it('§4 §6 the chain operator → checker → manager: who did each step, with a reason on every revision', () => {
    const { db, history } = seeded();
    const all = db.logs.flatMap((l) => history(l.id));
    for (const h of all) {
      if (h.action === 'create' || h.action === 'update') expect(['operator', 'worker']).toContain(h.role);
      if (h.action === 'approve') expect(h.role).toBe('checker');
      if (h.action === 'revise') {
        expect(['checker', 'manager']).toContain(h.role);
        expect(h.reason).toBeTruthy();
      }
      if (h.target === 'log' && h.action === 'submit') {
        const by = {
          CHECKING: ['operator', 'worker'],
          WAIT_FOR_APPROVAL: ['checker'],
          APPROVED: ['manager'],
        };
        const expected =
          h.to === 'NEED_REVISION'
            ? [h.from === 'CHECKING' ? 'checker' : 'manager']
            : by[h.to as keyof typeof by];
        expect(expected).toContain(h.role);
      }
    }
    // the stories in the seed: an approved log that went back once, and revisions asked by both reviewers
    const approvedWithDetour = db.logs.some(
      (l) => l.status === 'APPROVED' && history(l.id).some((h) => h.action === 'revise'),
    );
    expect(approvedWithDetour).toBe(true);
    expect(all.some((h) => h.action === 'revise' && h.role === 'manager')).toBe(true);
    expect(all.some((h) => h.action === 'revise' && h.role === 'checker')).toBe(true);
    expect(all.some((h) => h.role === 'worker')).toBe(true);
  });

  it('the seeded times fall on the production date, in order, and never after the seeding clock (even just after midnight)', () => {
    for (const clock of [undefined, '2024-05-15T00:30:00+07:00']) {
      const { db, now, history } = seeded(clock);
      for (const log of db.logs) {
        const times = history(log.id).map((h) => new Date(h.at).getTime());
        expect(times).toEqual([...times].sort((a, b) => a - b));
        expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime());
        for (const h of history(log.id)) expect(h.at.slice(0, 10)).toBe(log.productionDate);
      }
    }
  });

  it('the seeded statuses are the plan of every day (the list e2e counts rely on them)', () => {
    const { db } = seeded();
    const today = db.logs.filter((l) => l.projectId === 1 && l.productionDate === TODAY);
    expect(today.map((l) => l.status)).toEqual([
      'PENDING',
      'PENDING',
      'CHECKING',
      'WAIT_FOR_APPROVAL',
      'NEED_REVISION',
      'APPROVED',
    ]);
    expect(today.map((l) => l.entries.map((e) => e.status))).toEqual([
      [],
      ['PENDING', 'PENDING'],
      ['APPROVED', 'PENDING', 'PENDING'],
      ['APPROVED', 'APPROVED'],
      ['NEED_REVISION', 'APPROVED'],
      ['APPROVED', 'APPROVED'],
    ]);
    const packing = db.logs.filter((l) => l.projectId === 2);
    expect(packing.map((l) => [l.status, l.entries.length])).toEqual([['PENDING', 2]]);
  });
});
