/**
 * The leave (cuti) request form (SPEC §3, §5 leave submit, §7 leave/categories and leave/request/create, §8
 * 'Pengajuan cuti berhasil'): a category, start and end dates, a description, photos. See ./request-form.
 */
import { proxy, ref } from 'valtio/vanilla';
import type { ApiClient } from '../api/client';
import type { LeaveCategory } from '../contract/leave';
import { jakartaDate } from '../format';
import { leaveFormRule } from '../rules/request-forms';
import { OK } from '../rules/result';
import { type LoadState, trackLoad } from './load-state';
import { createRequestForm } from './request-form';

/** The leave contract (zod schemas), loaded with the categories or the first send: the form renders without it. */
const leaveContract = () => import('../contract/leave').then((m) => m.leaveEndpoints);

export interface LeaveFormValues {
  [name: string]: string;
  category: string;
  start: string;
  end: string;
  description: string;
}

export interface LeaveFormContext {
  /** Session file permission (§5 'Izinkan akses file untuk melanjutkan'). */
  fileAllowed: boolean;
}

export const leaveRequestForm = createRequestForm<LeaveFormValues, LeaveFormContext>({
  form: 'leave-request',
  initial: () => {
    const today = jakartaDate(Date.now());
    return { category: '', start: today, end: today, description: '' };
  },
  check: (values, _photos, context) => leaveFormRule({ ...values, fileAllowed: context.fileAllowed }),
  send: async ({ client, values, upload, idempotencyKey }) => {
    const endpoints = await leaveContract();
    const photos = await upload();
    await client.call(
      endpoints.create,
      {
        body: {
          leaveCategory: values.category,
          description: values.description,
          startAt: values.start,
          endAt: values.end,
          photos,
        },
      },
      { idempotencyKey },
    );
    return OK;
  },
});

export interface LeaveCategoriesState extends LoadState {
  categories: readonly LeaveCategory[];
}

/**
 * §7 leave/categories, for the category select. The form shows while they load; a failed load keeps the list
 * it had and its text (`error`), which the screen shows with a retry (SPEC §8: only shift and subordinate loads
 * fail silently).
 */
export const leaveCategoriesStore = proxy<LeaveCategoriesState>({
  categories: ref([]),
  status: 'idle',
  error: null,
});

export function loadLeaveCategories(
  client: Pick<ApiClient, 'call'>,
): Promise<readonly LeaveCategory[] | null> {
  return trackLoad(
    leaveCategoriesStore,
    async () => (await client.call((await leaveContract()).categories)).categories,
    (categories) => {
      leaveCategoriesStore.categories = ref(categories);
    },
  );
}
