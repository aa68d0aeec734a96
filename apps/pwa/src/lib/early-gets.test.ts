// @vitest-environment node
// The boot script's early GETs (apps/pwa/build/boot-script.mjs) must be the calls the screens make first, exactly
// as the API client sends them, so an early answer is taken by its call and never fetched for nothing.
import { queryString } from '@upah/core/api/url';
import { attendanceEndpoints } from '@upah/core/contract/attendance';
import { checkListEndpoints } from '@upah/core/contract/check-list';
import { MAX_PAGE_SIZE } from '@upah/core/contract/common';
import { companyEndpoints } from '@upah/core/contract/company';
import { deviceEndpoints } from '@upah/core/contract/device';
import { leaveEndpoints } from '@upah/core/contract/leave';
import { loanEndpoints } from '@upah/core/contract/loan';
import { productionEndpoints } from '@upah/core/contract/production';
import { profileEndpoints } from '@upah/core/contract/profile';
import { recapEndpoints } from '@upah/core/contract/recap';
import { teamEndpoints } from '@upah/core/contract/team';
import { REQUEST_PAGE_SIZE } from '@upah/core/stores/attendance-requests';
import { LOAN_PAGE_SIZE } from '@upah/core/stores/loan';
import { describe, expect, it } from 'vitest';
import { EARLY_GETS, ROUTE_EARLY_GETS } from '../../build/boot-script.mjs';
import { ATTENDANCE_ROUTE_SRC, ROUTE_BUDGETS } from '../../scripts/budget.mjs';

describe('early GETs of index.html (SPEC §7)', () => {
  it('are the contract paths of the current profile and the company settings, GETs on the main host', () => {
    const endpoints = [profileEndpoints.currentProfile, companyEndpoints.settings];
    expect(EARLY_GETS).toEqual(endpoints.map((endpoint) => endpoint.path));
    for (const endpoint of endpoints) {
      expect(endpoint.method).toBe('GET');
      expect(endpoint.host).toBe('main');
    }
  });

  it("per route: the first screen's GETs (the attendance area's today and offices on each of its screens, the choose screen's readiness list, presence history with the month summary, the outstation list, the leave form's categories and balance, the correction form's day, the approval queue's first tab, the scanner's subordinates, loan history page 1, my projects)", () => {
    type Call = {
      endpoint: { path: string; method: string; host: string };
      query?: Readonly<Record<string, unknown>> | undefined;
      search?: string;
    };
    const area: Call[] = [attendanceEndpoints.scheduleToday, attendanceEndpoints.offices].map((e) => ({
      endpoint: e,
      query: undefined,
    }));
    const pending = { status: 'pending', page: 1, size: MAX_PAGE_SIZE };
    const byRoute = {
      ...Object.fromEntries(
        ROUTE_BUDGETS.filter((route) => route.chunks.includes(ATTENDANCE_ROUTE_SRC)).map((route) => [
          route.path,
          area,
        ]),
      ),
      '/attendance/choose-option': [...area, { endpoint: checkListEndpoints.checkList, query: undefined }],
      '/attendance/presence-history': [
        { endpoint: attendanceEndpoints.presenceHistoryMy, query: { page: 1, size: REQUEST_PAGE_SIZE } },
        ...area,
        // the boot script fills in the month (scripts/boot-script.mjs)
        { endpoint: recapEndpoints.self, search: '?month={jakartaMonth}' },
      ],
      '/attendance/outstation': [
        ...area,
        {
          endpoint: attendanceEndpoints.presenceHistoryMy,
          query: { page: 1, size: REQUEST_PAGE_SIZE, presenceTypes: 'remote' },
        },
      ],
      '/attendance/cuti-request': [
        ...area,
        { endpoint: leaveEndpoints.categories },
        { endpoint: teamEndpoints.leaveBalance },
      ],
      '/attendance/correction-request': [
        ...area,
        { endpoint: attendanceEndpoints.scheduleByDate, search: '?requestedDate={jakartaYesterday}' },
      ],
      '/attendance/approval': [
        { endpoint: deviceEndpoints.subordinate, query: pending },
        { endpoint: attendanceEndpoints.presenceHistorySubordinate, query: pending },
      ],
      '/attendance/scan-qr': [{ endpoint: profileEndpoints.directSubordinates, query: undefined }],
      '/loan/': [{ endpoint: loanEndpoints.history, query: { page: 1, size: LOAN_PAGE_SIZE } }],
      '/production-tracking/': [{ endpoint: productionEndpoints.projectsMy, query: undefined }],
    };
    expect(ROUTE_EARLY_GETS).toEqual(
      Object.fromEntries(
        Object.entries(byRoute).map(([route, calls]) => [
          route,
          (calls as Call[]).map(
            ({ endpoint, query, search }) => endpoint.path + (search ?? queryString(query)),
          ),
        ]),
      ),
    );
    for (const calls of Object.values(byRoute)) {
      for (const { endpoint } of calls as Call[]) {
        expect(endpoint.method).toBe('GET');
        expect(endpoint.host).toBe('main');
      }
    }
    // Each key is a route of the boot table.
    const paths = ROUTE_BUDGETS.map((route) => route.path);
    for (const route of Object.keys(ROUTE_EARLY_GETS)) expect(paths).toContain(route);
  });
});
