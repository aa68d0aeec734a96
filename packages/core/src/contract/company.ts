/** Company settings flags (SPEC §3 "Company settings flags", §6 per-company flags). */
import * as z from 'zod/mini';
import { endpoint } from './endpoint';

export const companySettings = z.object({
  attendance_enabled: z.boolean(),
  payroll_enabled: z.boolean(),
  wage_request_enabled: z.boolean(),
  loan_management_enabled: z.boolean(),
  production_tracking_enabled: z.boolean(),
  wallet_enabled: z.boolean(),
});
export type CompanySettings = z.infer<typeof companySettings>;

export const companyEndpoints = {
  settings: endpoint({
    id: 'company.settings',
    method: 'GET',
    host: 'main',
    path: '/company/settings',
    response: companySettings,
    doc: "The six flags of the caller's company, flat in data. Offices are not here: see attendance.offices.",
  }),
} as const;
