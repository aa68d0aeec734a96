/**
 * Every domain module the app mounts, in seeding order. The domains helper adds its seven modules
 * (attendance, permission, leave, overtime, shift, loan, production) here: this file is shared.
 */
import { devDomain } from './dev';
import type { DomainModule } from './types';

export const domainModules: readonly DomainModule[] = [devDomain];
