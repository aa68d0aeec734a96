/**
 * Every domain module the app mounts, in seeding order. The domains helper adds its seven modules
 * (attendance, permission, leave, overtime, shift, loan, production) here: this file is shared.
 */

import { attendanceDomain } from './attendance';
import { correctionDomain } from './attendance-correction';
import { authDomain } from './auth';
import { companyDomain } from './company';
import { devDomain } from './dev';
import { deviceDomain } from './device';
import { ewaDomain } from './ewa';
import { geoDomain } from './geo';
import { hrTeamDomain } from './hr-team';
import { leaveDomain } from './leave';
import { loanDomain } from './loan';
import { monthCloseDomain } from './month-close';
import { overtimeDomain } from './overtime';
import { permissionDomain } from './permission';
import { plantDomain } from './plant';
import { productionDomain } from './production';
import { profileDomain } from './profile';
import { recapDomain } from './recap';
import { shiftDomain } from './shift';
import { teamDayDomain } from './team-day';
import type { DomainModule } from './types';
import { uploadDomain } from './upload';

export const domainModules: readonly DomainModule[] = [
  devDomain,
  authDomain,
  profileDomain,
  companyDomain,
  ewaDomain,
  uploadDomain,
  geoDomain,
  // attendance seeds schedules first: permission, overtime and shift read them
  attendanceDomain,
  deviceDomain,
  permissionDomain,
  leaveDomain,
  overtimeDomain,
  shiftDomain,
  loanDomain,
  productionDomain,
  // last, with its own faker: the hr persona's 300 subordinates and 5,000 pending items
  hrTeamDomain,
  // after hr-team, with its own faker: the teams' past days (schedules, presences, leave, permission, remote)
  teamDayDomain,
  // after every request domain: the month recap's overtime (approved and pending) for the teams
  recapDomain,
  // after the team days, with its own faker: corrections of the supervisor's team (the approved one applied)
  correctionDomain,
  // no seed data: the months HR closes
  monthCloseDomain,
  // last: the hr-plant persona's company and plant; its 5,000 are laid on hr-plant's first call
  plantDomain,
];
