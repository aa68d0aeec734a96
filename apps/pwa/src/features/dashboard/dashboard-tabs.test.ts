// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dashboardPath, TABS, tabFromSegment } from './dashboard-tabs';
import { homeCards } from './home/home-cards';

const allOn = {
  attendance_enabled: true,
  payroll_enabled: true,
  wage_request_enabled: true,
  loan_management_enabled: true,
  production_tracking_enabled: true,
  wallet_enabled: true,
};

describe('dashboard shell', () => {
  it('§2 dashboard shell: five tabs Home, Riwayat, Tarik Gaji, Profil, Profil; only Home has no header', () => {
    expect(TABS.map((tab) => tab.label)).toEqual([
      'tabHome',
      'tabHistory',
      'tabWithdraw',
      'tabProfile',
      'tabProfile',
    ]);
    expect(TABS.map((tab) => tab.header)).toEqual([false, true, true, true, true]);
    expect(TABS[4]?.screen).toBe(TABS[3]?.screen);
  });

  it('§2 dashboard shell: the tab comes from the second path segment, 0–4 only', () => {
    expect(tabFromSegment('2')).toBe(2);
    expect(tabFromSegment('4')).toBe(4);
    expect(tabFromSegment('5')).toBeNull();
    expect(tabFromSegment('01')).toBeNull();
    expect(tabFromSegment(undefined)).toBeNull();
    expect(dashboardPath(3)).toBe('/dashboard/3');
  });
});

// The start-tab rule and which cards show are core's (packages/core/src/rules/dashboard.test.ts); these
// pin the cards as Home shows them: order, routes and the forbidden dialog.
describe('Home cards', () => {
  it('§2 Home: every company flag on shows salary, loan, attendance and production cards with their routes', () => {
    const cards = homeCards({ attendanceAllowed: true }, allOn);
    expect(cards.map((card) => [card.id, card.to, card.forbidden])).toEqual([
      ['salary', '/dashboard/2', null],
      ['loan', '/loan/', null],
      ['attendance', '/attendance/', null],
      ['production', '/production-tracking/', null],
    ]);
  });

  it('§6 flags: company modules off leave only the on-demand salary card', () => {
    const off = {
      ...allOn,
      loan_management_enabled: false,
      attendance_enabled: false,
      production_tracking_enabled: false,
    };
    expect(homeCards({ attendanceAllowed: true }, off).map((card) => card.id)).toEqual(['salary']);
    expect(homeCards({ attendanceAllowed: true }, null).map((card) => card.id)).toEqual(['salary']);
  });

  it('§2 Home: attendance not allowed for the user turns the attendance card into the forbidden dialog', () => {
    const attendance = homeCards({ attendanceAllowed: false }, allOn).find(
      (card) => card.id === 'attendance',
    );
    expect(attendance?.forbidden).toBe('attendanceNotRegistered');
  });
});
