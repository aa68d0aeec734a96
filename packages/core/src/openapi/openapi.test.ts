/**
 * §7: the OpenAPI 3.1 document generated from the contract is valid, complete, and committed fresh.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../contract/index';
import {
  buildOpenApi,
  errorStatuses,
  OPENAPI_FILE,
  OPENAPI_REFRESH_COMMAND,
  openApiPath,
  openApiText,
} from './index';

type Operation = {
  operationId: string;
  parameters?: { name?: string; in?: string; $ref?: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, unknown>;
  security?: unknown[];
  servers?: { variables: Record<string, unknown> }[];
  description?: string;
  'x-spec-extension'?: boolean;
};
type Doc = { paths: Record<string, Record<string, Operation>> };

const doc = buildOpenApi() as Doc;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function operationOf(id: string): Operation {
  const e = allEndpoints.find((x) => x.id === id);
  if (!e) throw new Error(`no endpoint ${id}`);
  const op = doc.paths[openApiPath(e.path)]?.[e.method.toLowerCase()];
  if (!op) throw new Error(`no operation for ${id}`);
  return op;
}

describe('§7 OpenAPI document of the contract', () => {
  it('§7 is a valid OpenAPI 3.1 document (official schema, @seriousme/openapi-schema-validator)', async () => {
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('§7 every endpoint of allEndpoints is an operation at its method and path, once', () => {
    const missing = allEndpoints.filter(
      (e) => doc.paths[openApiPath(e.path)]?.[e.method.toLowerCase()]?.operationId !== e.id,
    );
    expect(missing.map((e) => `${e.id} (${e.method} ${e.path})`)).toEqual([]);
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    expect(operations).toHaveLength(allEndpoints.length);
  });

  it('§7 hosts, bearer auth, path params, query, multipart upload and the Idempotency-Key', () => {
    expect(operationOf('auth.login').security).toEqual([]);
    expect(Object.keys(operationOf('auth.login').servers?.[0]?.variables ?? {})).toEqual(['loginHost']);
    expect(Object.keys(operationOf('upload.file').servers?.[0]?.variables ?? {})).toEqual(['uploadHost']);
    expect(operationOf('profile.currentProfile').security).toBeUndefined();
    expect(operationOf('loan.view').parameters).toContainEqual(
      expect.objectContaining({
        name: 'id',
        in: 'path',
        schema: expect.objectContaining({ type: 'integer' }),
      }),
    );
    expect(operationOf('ewa.wageHistory').parameters?.map((p) => p.name)).toEqual(['page', 'size']);
    expect(Object.keys(operationOf('upload.file').requestBody?.content ?? {})).toEqual([
      'multipart/form-data',
    ]);
    const presenceTypes = operationOf('attendance.presenceHistorySubordinate').parameters?.find(
      (p) => p.name === 'presenceTypes',
    ) as { schema?: unknown } | undefined;
    expect(presenceTypes?.schema).toEqual({ type: 'string' });
    for (const e of allEndpoints) {
      const refs = operationOf(e.id).parameters?.filter((p) => p.$ref?.endsWith('/IdempotencyKey')) ?? [];
      expect(refs.length, e.id).toBe(e.method === 'GET' ? 0 : 1);
    }
  });

  it('§8 error statuses: 400; 401, 403, 404 with auth; 404 with path params; 409 on logged-in changes; 413 with a body; 429 on limits; each one the doc names', () => {
    for (const e of allEndpoints) {
      const statuses = Object.keys(operationOf(e.id).responses);
      expect(statuses, e.id).toEqual(expect.arrayContaining(['200', ...errorStatuses(e), 'default']));
    }
    const statusesOf = (id: string) => errorStatuses(allEndpoints.find((e) => e.id === id)!);
    expect(statusesOf('auth.login')).toEqual(['400', '403', '413', '429']);
    expect(statusesOf('auth.forgotSendOtp')).toEqual(['400', '404', '413', '429']);
    expect(JSON.stringify(operationOf('auth.login').responses['429'])).toContain('5 wrong passwords');
    expect(statusesOf('ewa.wageHistory')).toEqual(['400', '401', '403', '404']);
    expect(statusesOf('auth.claimVerifyOtp')).toEqual(['400', '404', '409', '413']);
    expect(statusesOf('ewa.wageRequestCreate')).toEqual(['400', '401', '403', '404', '409', '413']);
    expect(statusesOf('recap.member')).toEqual(['400', '401', '403', '404', '429']);
    expect(statusesOf('loan.view')).toEqual(['400', '401', '403', '404']);
  });

  it('§6 every operation says who may call it (x-access, as the endpoint table declares)', () => {
    for (const e of allEndpoints) {
      expect((operationOf(e.id) as { 'x-access'?: unknown })['x-access'], e.id).toEqual(e.access);
      expect(e.access.who === 'public', `${e.id}: public ↔ auth: false`).toBe(e.auth === false);
    }
    expect((operationOf('production.submitToHr') as { 'x-access'?: unknown })['x-access']).toEqual({
      who: 'production',
      module: 'production',
      roles: ['manager'],
    });
  });

  it('§7 each doc is the description; SPEC extensions are marked', () => {
    for (const e of allEndpoints) expect(operationOf(e.id).description, e.id).toBe(e.doc);
    expect(operationOf('shift.masterShifts')['x-spec-extension']).toBe(true);
    expect(operationOf('ewa.wageCheck')['x-spec-extension']).toBeUndefined();
  });

  it('§3 fields SPEC does not show (specExtension) carry x-spec-extension and their description', () => {
    const body = operationOf('attendance.clockIn').requestBody?.content['application/json'] as {
      schema: { properties: Record<string, Record<string, unknown>> };
    };
    expect(body.schema.properties.locationSignals).toMatchObject({
      'x-spec-extension': true,
      type: 'object',
    });
    expect(body.schema.properties.scheduleId?.['x-spec-extension']).toBeUndefined();
  });

  it(`§7 is committed fresh as ${OPENAPI_FILE}`, () => {
    const committed = readFileSync(path.join(root, OPENAPI_FILE), 'utf8');
    expect(
      committed === openApiText(),
      `${OPENAPI_FILE} is stale: the contract changed. Run \`${OPENAPI_REFRESH_COMMAND}\` and commit it.`,
    ).toBe(true);
  });
});
