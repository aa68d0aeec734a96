import { describe, expect, it } from 'vitest';
import { attendanceAreaBlock, shiftRangeRows } from './attendance-area';

describe('§2/§6 attendance area gate', () => {
  it('open when the company has attendance and the user is allowed', () => {
    expect(attendanceAreaBlock({ attendanceAllowed: true }, { attendance_enabled: true })).toBeNull();
  });
  it('the forbidden dialog when the user is not allowed', () => {
    expect(attendanceAreaBlock({ attendanceAllowed: false }, { attendance_enabled: true })).toBe(
      'attendanceNotRegistered',
    );
  });
  it('the forbidden dialog when the company has attendance off (or settings are unknown)', () => {
    expect(attendanceAreaBlock({ attendanceAllowed: true }, { attendance_enabled: false })).toBe('forbidden');
    expect(attendanceAreaBlock({ attendanceAllowed: true }, null)).toBe('forbidden');
  });
});

describe('attendance shift request: real time ranges instead of the §2 placeholder', () => {
  it('one row per range with sorted weekdays and HH:mm–HH:mm', () => {
    const rows = shiftRangeRows({
      id: 1,
      shiftName: 'Shift Pagi',
      detail: {
        timeRange: [
          { days: [5, 1, 2], startTime: '06:00:00', endTime: '14:00:00' },
          { days: [6], startTime: '06:00:00', endTime: '11:00:00' },
        ],
      },
    });
    expect(rows).toEqual([
      { days: [1, 2, 5], range: '06:00–14:00' },
      { days: [6], range: '06:00–11:00' },
    ]);
  });
});
