import { type CorrectionItem, correctionEndpoints } from '@upah/core/contract/attendance-correction';
import { createRequestList } from '@upah/core/stores/attendance-requests';
import { api } from '../../../lib/api-client';

/** The attendance corrections' list (GET /attendance/correction/history/my), through core's createRequestList. */
export const correctionList = createRequestList<CorrectionItem>(async (page, size) => {
  const data = await api.call(correctionEndpoints.historyMy, { query: { page, size } });
  return { items: data.corrections, pagination: data.pagination };
});
