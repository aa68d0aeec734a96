/** Company settings flags (SPEC §3 "Company settings flags", §6 per-company flags). */
import * as z from 'zod/mini';
import { zBoolean } from './common';
import { endpoint } from './endpoint';

export const companySettings = z.object({
  attendance_enabled: zBoolean,
  payroll_enabled: zBoolean,
  wage_request_enabled: zBoolean,
  loan_management_enabled: zBoolean,
  production_tracking_enabled: zBoolean,
  wallet_enabled: zBoolean,
});
export type CompanySettings = z.infer<typeof companySettings>;

/** An ordinary company: every module on, the wallet off (the mock's default company, the screens' tests). */
export const ALL_MODULES_ON: CompanySettings = {
  attendance_enabled: true,
  payroll_enabled: true,
  wage_request_enabled: true,
  loan_management_enabled: true,
  production_tracking_enabled: true,
  wallet_enabled: false,
};

export const companyEndpoints = {
  settings: endpoint({
    id: 'company.settings',
    access: { who: 'employee' },
    method: 'GET',
    host: 'main',
    path: '/company/settings',
    response: companySettings,
    doc: "The six flags of the caller's company, flat in data. Offices are not here: see attendance.offices.",
  }),
} as const;
