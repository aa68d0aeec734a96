import { describe, expect, it } from 'vitest';
import { t } from '../catalogue';
import { dashboardTabs, type HomeCardFlags, homeCards, startTab } from './dashboard';

const allOn: HomeCardFlags = {
  loan_management_enabled: true,
  attendance_enabled: true,
  production_tracking_enabled: true,
};
const allOff: HomeCardFlags = {
  loan_management_enabled: false,
  attendance_enabled: false,
  production_tracking_enabled: false,
};

describe('dashboard rules', () => {
  it('§2 dashboard shell: attendance not allowed starts on tab 2, otherwise tab 0', () => {
    expect(startTab({ attendanceAllowed: false })).toBe(2);
    expect(startTab({ attendanceAllowed: true })).toBe(0);
    expect([dashboardTabs.home, dashboardTabs.withdraw]).toEqual([0, 2]);
  });

  it('§2 Home: every company flag on shows salary, loan, attendance and production cards in that order', () => {
    expect(homeCards({ attendanceAllowed: true }, allOn)).toEqual([
      { id: 'salary', forbidden: null },
      { id: 'loan', forbidden: null },
      { id: 'attendance', forbidden: null },
      { id: 'production', forbidden: null },
    ]);
  });

  it('§6 flags: company modules off, or settings not loaded, leave only the on-demand salary card', () => {
    expect(homeCards({ attendanceAllowed: true }, allOff).map((card) => card.id)).toEqual(['salary']);
    expect(homeCards({ attendanceAllowed: true }, null).map((card) => card.id)).toEqual(['salary']);
    expect(homeCards({ attendanceAllowed: false }, null).map((card) => card.id)).toEqual(['salary']);
  });

  it.each([
    ['loan_management_enabled', 'loan'],
    ['attendance_enabled', 'attendance'],
    ['production_tracking_enabled', 'production'],
  ] as const)('§6 flags: %s alone adds the %s card after the salary card', (flag, id) => {
    const company = { ...allOff, [flag]: true };
    expect(homeCards({ attendanceAllowed: true }, company).map((card) => card.id)).toEqual(['salary', id]);
  });

  it("§2 Home, §6 attendanceAllowed: a user not allowed gets the forbidden dialog 'contact the provider to register for Attendance'", () => {
    const attendance = homeCards({ attendanceAllowed: false }, allOn).find(
      (card) => card.id === 'attendance',
    );
    expect(attendance?.forbidden).toBe('attendanceNotRegistered');
    expect(attendance?.forbidden ? t(attendance.forbidden) : null).toBe(
      'contact the provider to register for Attendance',
    );
    const others = homeCards({ attendanceAllowed: false }, allOn).filter((card) => card.id !== 'attendance');
    expect(others.every((card) => card.forbidden === null)).toBe(true);
  });
});
