import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import { allEndpoints, type Endpoint, endpoints, type InputOf, type ResponseOf } from './index';

const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] ?? '');

const shapeKeys = (schema: Endpoint['params']): string[] => {
  if (!schema) return [];
  if (!(schema instanceof z.ZodMiniObject)) throw new Error('params must be an object schema');
  return Object.keys(schema.shape);
};

describe('contract tables (SPEC §7)', () => {
  it('§7 every call of the spec has an endpoint: all 18 domains are in allEndpoints', () => {
    const flat = Object.values(endpoints).flatMap((table) => Object.values(table));
    expect(allEndpoints).toHaveLength(flat.length);
    expect(Object.keys(endpoints).sort()).toEqual(
      [
        'attendance',
        'auth',
        'bank',
        'calendar',
        'company',
        'correction',
        'device',
        'ewa',
        'geo',
        'leave',
        'loan',
        'monthClose',
        'overtime',
        'permission',
        'production',
        'profile',
        'recap',
        'shift',
        'team',
        'upload',
        'workPolicy',
      ].sort(),
    );
  });

  it('§7 every endpoint id is unique and reads domain.key', () => {
    const ids = allEndpoints.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [domain, table] of Object.entries(endpoints)) {
      for (const [key, e] of Object.entries(table)) expect(e.id).toBe(`${domain}.${key}`);
    }
  });

  it('§7 every method + host + path is unique', () => {
    const routes = allEndpoints.map((e) => `${e.host} ${e.method} ${e.path}`);
    const duplicates = routes.filter((route, index) => routes.indexOf(route) !== index);
    expect(duplicates).toEqual([]);
  });

  it('§7 every path has a leading slash and no trailing slash', () => {
    for (const e of allEndpoints) {
      expect(e.path, e.id).toMatch(/^\/[^\s]*[^/]$/);
    }
  });

  it('§7 params schemas name exactly the :segments of the path', () => {
    for (const e of allEndpoints) {
      expect(shapeKeys(e.params).sort(), e.id).toEqual(pathParamNames(e.path).sort());
    }
  });

  it('§7 GET calls carry no body', () => {
    for (const e of allEndpoints.filter((x) => x.method === 'GET')) expect(e.body, e.id).toBeUndefined();
  });

  it('§7 login, claim and forgot OTP and reset calls are made without a token; login goes to the login host', () => {
    const open = allEndpoints.filter((e) => e.auth === false).map((e) => e.id);
    expect(open.sort()).toEqual(
      [
        'auth.login',
        'auth.claimSendOtp',
        'auth.claimVerifyOtp',
        'auth.forgotSendOtp',
        'auth.forgotVerifyOtp',
        'auth.resetPassword',
      ].sort(),
    );
    expect(allEndpoints.filter((e) => e.host === 'login').map((e) => e.id)).toEqual(['auth.login']);
  });

  it('§7 File upload: upload calls go to the upload host and upload.file is multipart', () => {
    expect(
      allEndpoints
        .filter((e) => e.host === 'upload')
        .map((e) => e.id)
        .sort(),
    ).toEqual(['upload.base64', 'upload.file']);
    expect(allEndpoints.filter((e) => e.bodyType === 'multipart').map((e) => e.id)).toEqual(['upload.file']);
  });

  it('§4/§7 moneyMoving is set exactly on the three money-moving POSTs', () => {
    const moving = allEndpoints.filter((e) => e.moneyMoving === true);
    expect(moving.map((e) => e.id).sort()).toEqual([
      'ewa.wageRequestCreate',
      'ewa.walletWithdraw',
      'loan.create',
    ]);
    for (const e of moving) expect(e.method).toBe('POST');
  });

  it('§7 paths the spec does not show are explained in doc', () => {
    const chosen = [
      endpoints.attendance.offices,
      endpoints.shift.masterShifts,
      endpoints.shift.shiftByDate,
      endpoints.production.generate,
      endpoints.production.groups,
      endpoints.production.detail,
      endpoints.upload.file,
    ];
    for (const e of chosen) expect(e.doc, e.id).toMatch(/SPEC|not in SPEC/);
  });

  it('§7 bulk approval bodies: {id} for presence and permission, {requestIds} for leave and overtime', () => {
    const ids = [3, 4];
    expect(endpoints.attendance.presenceApproveBulk.body.parse({ id: ids })).toEqual({ id: ids });
    expect(endpoints.permission.approveBulk.body.parse({ id: ids })).toEqual({ id: ids });
    expect(endpoints.leave.approveBulk.body.parse({ requestIds: ids })).toEqual({ requestIds: ids });
    expect(endpoints.overtime.approveBulk.body.parse({ requestIds: ids })).toEqual({ requestIds: ids });
    expect(endpoints.leave.approveBulk.body.safeParse({ id: ids }).success).toBe(false);
    expect(endpoints.attendance.presenceApproveBulk.body.safeParse({ requestIds: ids }).success).toBe(false);
  });

  it('§7 declared parts are typed: inputs and responses follow the tables', () => {
    type WageCheckInput = InputOf<typeof endpoints.ewa.wageCheck>;
    expectTypeOf<WageCheckInput['body']>().toEqualTypeOf<{ amount: number }>();
    type LoanView = ResponseOf<typeof endpoints.loan.view>;
    expectTypeOf<LoanView['installmentLength']>().toEqualTypeOf<number>();
    expectTypeOf<LoanView>().not.toHaveProperty('installment_length');
    const declared: Endpoint = endpoints.ewa.wageCheck;
    expect(declared.body).toBe(endpoints.ewa.wageCheck.body);
  });

  it('§7 the only literal path a :param path also matches is permission bulk approve (servers route it first)', () => {
    const matcher = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '[^/]+')}$`);
    const shadowed = allEndpoints.flatMap((literal) =>
      allEndpoints
        .filter(
          (other) => other !== literal && other.method === literal.method && other.host === literal.host,
        )
        .filter((other) => other.path.includes(':') && matcher(other.path).test(literal.path))
        .map((other) => `${literal.id} < ${other.id}`),
    );
    expect(shadowed).toEqual(['permission.approveBulk < permission.approve']);
    expect(endpoints.permission.approve.params.safeParse({ id: 'bulk' }).success).toBe(false);
  });

  it('§7 every endpoint documents its answer in doc', () => {
    for (const e of allEndpoints) expect(e.doc?.length ?? 0, e.id).toBeGreaterThan(20);
  });
});
