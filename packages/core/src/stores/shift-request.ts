/**
 * The shift request form (SPEC §2, §5 "Shift request: no validation beyond requiring a pending approval entry",
 * §7 POST shift_request {masterShiftId, desc, approvalId, date}, §8 'Pengajuan Shift berhasil'): a date, a master
 * shift, a description; the open approval entry of the date comes from the shift-by-date call. See ./request-form.
 */
import { proxy, ref } from 'valtio/vanilla';
import type { ApiClient } from '../api/client';
import { type MasterShift, type ShiftByDateResponse, shiftEndpoints } from '../contract/shift';
import { jakartaDate } from '../format';
import { shiftFormRule } from '../rules/request-forms';
import { OK } from '../rules/result';
import { createRequestForm } from './request-form';

export interface ShiftFormValues {
  [name: string]: string;
  shiftId: string;
  date: string;
  desc: string;
}

export interface ShiftFormContext {
  approvalId: number | null | undefined;
}

export const shiftRequestForm = createRequestForm<ShiftFormValues, ShiftFormContext>({
  form: 'shift-request',
  initial: () => ({ shiftId: '', date: jakartaDate(Date.now()), desc: '' }),
  check: (values, _photos, context) =>
    shiftFormRule({ shiftId: values.shiftId, approvalId: context.approvalId }),
  send: async ({ client, values, context, idempotencyKey }) => {
    await client.call(
      shiftEndpoints.request,
      {
        body: {
          masterShiftId: Number(values.shiftId),
          desc: values.desc,
          approvalId: context.approvalId as number,
          date: values.date,
        },
      },
      { idempotencyKey },
    );
    return OK;
  },
  contentOf: (context) => context.approvalId,
});

/** The master shifts and what the chosen date holds (its current shift and open approval entry). */
export const shiftOptionsStore = proxy<{
  shifts: readonly MasterShift[];
  onDate: ShiftByDateResponse | null;
  /** The date `onDate` answers for. */
  date: string | null;
}>({ shifts: ref([]), onDate: null, date: null });

type Client = Pick<ApiClient, 'call'>;

/** Current and incoming shifts: paths not in SPEC (§7 Shift); none when the call fails (silent, §8). */
export async function loadMasterShifts(client: Client): Promise<void> {
  try {
    shiftOptionsStore.shifts = ref((await client.call(shiftEndpoints.masterShifts)).masterShifts);
  } catch {
    shiftOptionsStore.shifts = ref([]);
  }
}

/** The date's shift and approval entry; the answer of an older date never replaces a newer one. */
export async function loadShiftOnDate(client: Client, date: string): Promise<void> {
  shiftOptionsStore.date = date;
  shiftOptionsStore.onDate = null;
  if (!date) return;
  try {
    const onDate = await client.call(shiftEndpoints.shiftByDate, { query: { date } });
    if (shiftOptionsStore.date === date) shiftOptionsStore.onDate = ref(onDate);
  } catch {
    if (shiftOptionsStore.date === date) shiftOptionsStore.onDate = null;
  }
}
