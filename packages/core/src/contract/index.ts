/**
 * The whole contract: every endpoint table by domain. Apps import the narrowest file
 * (`@upah/core/contract/auth`); the mock server and coverage tests use this index.
 */
import { attendanceEndpoints } from './attendance';
import { correctionEndpoints } from './attendance-correction';
import { authEndpoints } from './auth';
import { bankEndpoints } from './bank';
import { calendarEndpoints } from './calendar';
import { companyEndpoints } from './company';
import { deviceEndpoints } from './device';
import type { Endpoint } from './endpoint';
import { ewaEndpoints } from './ewa';
import { geoEndpoints } from './geo';
import { leaveEndpoints } from './leave';
import { loanEndpoints } from './loan';
import { monthCloseEndpoints } from './month-close';
import { overtimeEndpoints } from './overtime';
import { permissionEndpoints } from './permission';
import { productionEndpoints } from './production';
import { profileEndpoints } from './profile';
import { recapEndpoints } from './recap';
import { shiftEndpoints } from './shift';
import { teamEndpoints } from './team';
import { uploadEndpoints } from './upload';
import { workPolicyEndpoints } from './work-policy';

export * from './endpoint';

export const endpoints = {
  auth: authEndpoints,
  profile: profileEndpoints,
  bank: bankEndpoints,
  company: companyEndpoints,
  ewa: ewaEndpoints,
  attendance: attendanceEndpoints,
  device: deviceEndpoints,
  permission: permissionEndpoints,
  leave: leaveEndpoints,
  overtime: overtimeEndpoints,
  shift: shiftEndpoints,
  loan: loanEndpoints,
  upload: uploadEndpoints,
  production: productionEndpoints,
  geo: geoEndpoints,
  team: teamEndpoints,
  recap: recapEndpoints,
  workPolicy: workPolicyEndpoints,
  calendar: calendarEndpoints,
  correction: correctionEndpoints,
  monthClose: monthCloseEndpoints,
} as const;

export type Endpoints = typeof endpoints;

/** Every endpoint of every domain, flat (the mock's coverage test walks it). */
export const allEndpoints: Endpoint[] = Object.values(endpoints).flatMap(
  (table) => Object.values(table) as Endpoint[],
);
