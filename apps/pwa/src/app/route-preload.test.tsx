/**
 * preloadRoute (router.tsx): before the first render, main.tsx loads the chunks of the screen the address opens,
 * down to the area's own lazy screen (the attendance area's routes, the dashboard's tab, the production form), so
 * none of its lazy levels shows a Suspense fallback first (see @upah/ui/lazy-screen).
 */
import { jakartaDate } from '@upah/core/format';
import { sessionStore } from '@upah/core/stores/session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadRoute } from './router';

/** The leaf screens, mocked: each records that its chunk was loaded. */
const loaded = vi.hoisted(() => new Set<string>());
const screen = (name: string) => {
  loaded.add(name);
  return { default: () => null };
};
vi.mock('../features/attendance/home/home-screen', () => screen('attendance home'));
vi.mock('../features/attendance/clock/clock-screen', () => screen('attendance clock'));
vi.mock('../features/attendance/requests/leave-list-screen', () => screen('attendance leave list'));
vi.mock('../features/dashboard/home/home-screen', () => screen('dashboard home'));
vi.mock('../features/dashboard/withdraw/withdraw-screen', () => screen('dashboard withdraw'));
vi.mock('../features/production/form-screen', () => screen('production form'));
vi.mock('../features/auth/login-route', () => screen('login'));
/** The production list's first load, started (not awaited) before the first render on the list. */
const listLoads = vi.hoisted(() => [] as string[]);
vi.mock('@upah/core/stores/production', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@upah/core/stores/production')>()),
  preloadProductionList: (_client: unknown, today: string) => listLoads.push(today),
}));

afterEach(() => {
  sessionStore.token = null;
});

describe('preloadRoute', () => {
  it('logged in: the area chunk, then the screen its own routes show at that path', async () => {
    sessionStore.token = 'token';
    await preloadRoute('/attendance/');
    expect(loaded.has('attendance home')).toBe(true);
    expect(loaded.has('attendance clock')).toBe(false);
    await preloadRoute('/attendance/clockIn');
    expect(loaded.has('attendance clock')).toBe(true);
    expect(loaded.has('attendance leave list')).toBe(false);
  });

  it('the dashboard loads the tab of its index; the production area its list data on the list, its form chunk on the form', async () => {
    sessionStore.token = 'token';
    await preloadRoute('/dashboard/2');
    expect(loaded.has('dashboard withdraw')).toBe(true);
    expect(loaded.has('dashboard home')).toBe(false);
    await preloadRoute('/production-tracking/');
    expect(loaded.has('production form')).toBe(false);
    // §4: the list opens on today's date in Asia/Jakarta
    expect(listLoads).toEqual([jakartaDate(new Date())]);
    await preloadRoute('/production-tracking/form');
    expect(loaded.has('production form')).toBe(true);
    expect(listLoads).toHaveLength(1);
  });

  it('logged out: the login screen, whatever the address asks for (the router shows /login)', async () => {
    await preloadRoute('/login');
    expect(loaded.has('login')).toBe(true);
    await expect(preloadRoute('/attendance/')).resolves.toBeUndefined();
  });
});
