/**
 * PP 35/2021 art. 26 while approving overtime (both apps' approval screens): would this workday overtime take the
 * employee past 4 hours that day or 18 hours that week (Monday to Sunday)? The approved workday overtime already
 * on record comes from the month recap of that subordinate (GET /attendance/recap/member, days up to today, for
 * each month the week touches); the rule is rules/overtime-pay.ts `overtimeCapWarning`. A warning only: it never
 * blocks the approval, and when it cannot be worked out (offline, another kind, no employee id) it is null.
 */
import type { ApiClient } from '../api/client';
import { recapEndpoints } from '../contract/recap';
import { addDays, jakartaDay } from '../format/jakarta-time';
import type { ApprovalItem } from '../rules/approval-item';
import { overtimeHours } from '../rules/month-recap';
import { mondayOf, type OvertimeCapWarning, overtimeCapWarning } from '../rules/overtime-pay';

export async function overtimeCapCheck(
  api: ApiClient,
  item: ApprovalItem,
  signal?: AbortSignal,
): Promise<OvertimeCapWarning | null> {
  if (item.kind !== 'overtime' || item.detail !== 'workday' || item.employeeId === undefined) return null;
  if (!item.from || !item.to) return null;
  const date = jakartaDay(item.from);
  const monday = date ? mondayOf(date) : null;
  if (!date || !monday) return null;
  const months = [...new Set([monday.slice(0, 7), addDays(monday, 6).slice(0, 7)])];
  try {
    const answers = await Promise.all(
      months.map((month) =>
        api.call(
          recapEndpoints.member,
          { query: { month, subordinateId: item.employeeId as number } },
          { signal },
        ),
      ),
    );
    const approved = answers.flatMap((a) =>
      a.days.flatMap((d) =>
        d.overtime
          .filter((o) => o.status === 'approved' && o.overtimeType === 'workday' && o.id !== item.id)
          .map((o) => ({ date: d.date, hours: o.hours })),
      ),
    );
    return overtimeCapWarning({ date, hours: overtimeHours(item.from, item.to), approved });
  } catch {
    return null;
  }
}
