/**
 * The PWA's boot script (scripts/boot-script.mjs has the method): every route of ROUTE_BUDGETS preloads its
 * chunks; the logged-in areas' first two GETs start before the JavaScript runs, and so do the first GETs of the
 * area opened (ROUTE_EARLY_GETS).
 */
import { bootScriptPlugin } from '../../../scripts/boot-script.mjs';
import { ATTENDANCE_ROUTE_SRC, ROUTE_BUDGETS } from '../scripts/budget.mjs';

/**
 * Paths on the main API host of the GETs started early. `src/lib/early-gets.test.ts` checks they are the
 * contract's current-profile and company-settings endpoints.
 */
export const EARLY_GETS = ['/employee/profile/current', '/company/settings'];

/** The attendance area's own first GETs, which its frame makes on every screen of the area (attendance-data.ts). */
export const ATTENDANCE_AREA_GETS = ['/attendance/schedule/employee/today', '/attendance/office/list'];

/**
 * The first GETs of a route's first screen, by ROUTE_BUDGETS path, exactly as the API client sends them (query
 * included), so each answer is taken by its call (`src/lib/early-gets.test.ts` holds them to the contract).
 */
export const ROUTE_EARLY_GETS = {
  // every screen of the attendance area: today's shift and the offices (SPEC §7 attendance)
  ...Object.fromEntries(
    ROUTE_BUDGETS.filter((route) => route.chunks.includes(ATTENDANCE_ROUTE_SRC)).map((route) => [
      route.path,
      ATTENDANCE_AREA_GETS,
    ]),
  ),
  // the choose screen: the area's shift and offices, then the readiness list it shows with the code (SPEC §2)
  '/attendance/choose-option': [...ATTENDANCE_AREA_GETS, '/attendance/presence/check-list'],
  // presence history: its first page (SPEC §7 presence history/my, §9 size 10), and the area's shift and offices,
  // then the month summary's own month (our recap/self extension)
  '/attendance/presence-history': [
    '/attendance/presence/history/my?page=1&size=10',
    ...ATTENDANCE_AREA_GETS,
    '/attendance/recap/self?month={jakartaMonth}',
  ],
  // outstation: the area's shift and offices, then the list's first page of remote presences (SPEC §7
  // presence history/my, with our presenceTypes filter)
  '/attendance/outstation': [
    ...ATTENDANCE_AREA_GETS,
    '/attendance/presence/history/my?page=1&size=10&presenceTypes=remote',
  ],
  // leave form: the area's shift and offices, then the leave categories (SPEC §7) and the annual leave balance (ours)
  '/attendance/cuti-request': [...ATTENDANCE_AREA_GETS, '/leave/categories', '/leave/balance'],
  // correction form: the area's shift and offices, then the schedule of the day it opens on (yesterday)
  '/attendance/correction-request': [
    ...ATTENDANCE_AREA_GETS,
    '/attendance/schedule/employee/date?requestedDate={jakartaYesterday}',
  ],
  // approval queue: the pending phones and the pending presences of the direct subordinates (its first tab)
  '/attendance/approval': [
    '/attendance/device/direct-subordinate?status=pending&page=1&size=100',
    '/attendance/presence/history/direct-subordinate?status=pending&page=1&size=100',
  ],
  // the supervisor's QR scanner: the direct subordinates a code is checked against (SPEC §7 subordinate direct)
  '/attendance/scan-qr': ['/employee/profile/subordinate/direct'],
  // loan HOME view: the history's first page (SPEC §7 loan, page 1, size 10)
  '/loan/': ['/loan/request/history?page=1&size=10'],
  // production list: the user's projects (SPEC §7 production tracking)
  '/production-tracking/': ['/production-tracking/project/my'],
};

/**
 * Routes whose first screen makes no call beyond the early GETs above until the user acts (checked by
 * e2e/pwa-budget.spec.ts, which lists each route's calls): the API client's transport is not preloaded there. It
 * loads with the user's first touch, key or focus (src/lib/api-client.ts), before the action it leads to sends, or
 * with the first call. Every other logged-in route preloads it with its own chunks.
 */
export const ROUTES_WITHOUT_START_CALLS = [
  '/dashboard/0',
  '/dashboard/2',
  '/attendance/selfie',
  '/attendance/maps',
  // the clock screens register the phone's key with the first touch, key or focus (DESIGN "Evidence"; a tap awaits it)
  '/attendance/clockIn',
  '/attendance/clockOut',
  '/attendance/permit-request',
  '/attendance/overtime-request/:date',
  '/attendance/outstation',
  '/attendance/cuti-request',
  '/attendance/presence-history',
  '/attendance/correction-request',
  '/attendance/approval',
  '/attendance/scan-qr',
];

/**
 * Modules a route's screen imports right after its first render, on the way to its main content (the attendance
 * store, whose today's shift and offices the area shows; the production contract, before the day's log is asked
 * for): preloaded with the route's own chunks, so they are not one more round trip after it. Their bytes stay out
 * of the first-render budget (scripts/budget.mjs counts what the first render needs, not when it downloads).
 */
/** The API client's transport, loaded with its first call over the network (packages/core/src/api/client.ts). */
export const TRANSPORT_CHUNK = '../../packages/core/src/api/transport.ts';

export const ROUTE_SOON_CHUNKS = Object.fromEntries(
  ROUTE_BUDGETS.filter((route) => route.path !== '/login').map((route) => [
    route.path,
    [
      // the API client's transport (ky): the first call that is not an early GET sends through it
      ...(ROUTES_WITHOUT_START_CALLS.includes(route.path) ? [] : [TRANSPORT_CHUNK]),
      ...(route.path.startsWith('/attendance') && route.chunks.some((c) => c.includes('features/attendance/'))
        ? ['../../packages/core/src/stores/attendance.ts']
        : []),
      ...(route.path === '/production-tracking/' ? ['../../packages/core/src/contract/production.ts'] : []),
    ],
  ]),
);

export function pwaBootScript() {
  return bootScriptPlugin({
    tokenCookie: 'upah_token',
    routes: ROUTE_BUDGETS.map((route) => ({
      ...route,
      earlyGets: ROUTE_EARLY_GETS[route.path] ?? [],
      soonChunks: ROUTE_SOON_CHUNKS[route.path] ?? [],
    })),
    earlyGets: EARLY_GETS,
  });
}
