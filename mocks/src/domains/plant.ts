/**
 * A garment plant of 5,000 (the hr-plant persona; docs/performance.md "A plant of 5,000"): HR of a company of its
 * own with three work locations, three shifts (07:00–15:00, 15:00–23:00 and nights 23:00–07:00) and a 6-day week,
 * and 5,000 direct subordinates in nine departments with a month and a half of days behind them (./plant/days.ts).
 *
 * The company, its offices, shifts and leave categories are seeded with everything else (a few records). The
 * 5,000 and their days are laid on the first call signed in as hr-plant (state/lazy-seed.ts): about half a second
 * that a reset before every e2e test would otherwise pay. Nobody else can see them: they are hr-plant's direct
 * subordinates, in a company nobody else belongs to. The lay reads only what was fixed at the reset (its seed, the
 * reset's instant, the plant's records, which only hr-plant could change) and takes ids from ranges of its own, so
 * the data is the same whichever call comes first.
 */
import { holidayLookup } from '@upah/core/rules/calendar';
import { periodStartWithWorkingDays } from '@upah/core/rules/ewa-limit';
import { COMPANY_IDS, PLANT_OFFICE_IDS, PLANT_TEAM_SIZE } from '../personas';
import { generator } from '../seed/random';
import { makeOffice } from '../state/factories';
import { fakerFor } from '../state/seed';
import type { Office } from '../state/types';
import type { MasterShiftRecord } from './attendance/model';
import { layPlantDays, type PlantShifts } from './plant/days';
import { plantPeople, plantTemplate } from './plant/people';
import { defineDomain } from './types';

const OFFICES = [
  {
    code: 'CKR-P1',
    name: 'Pabrik Cikarang',
    lat: -6.29797,
    long: 107.15313,
    address: 'Jl. Jababeka Raya Blok F, Cikarang',
  },
  {
    code: 'KRW-P2',
    name: 'Pabrik Karawang',
    lat: -6.36288,
    long: 107.29145,
    address: 'Kawasan KIIC Jl. Permata Raya, Karawang',
  },
  {
    code: 'BKS-GD',
    name: 'Gudang Bekasi',
    lat: -6.30426,
    long: 107.08118,
    address: 'Kawasan MM2100 Blok J, Cibitung, Bekasi',
  },
] as const;

/** Monday to Saturday (the plant's 6-day week). */
const WORKING_DAYS = [1, 2, 3, 4, 5, 6];
const SHIFTS = [
  ['morning', 'Shift Pagi', '07:00:00', '15:00:00'],
  ['afternoon', 'Shift Siang', '15:00:00', '23:00:00'],
  ['night', 'Shift Malam', '23:00:00', '07:00:00'],
] as const;

export const plantDomain = defineDomain({
  name: 'plant',
  seed({ faker, state, personas, now, today, nextId }) {
    const companyId = COMPANY_IDS.plant;
    // the company itself is made with the others (state/seed.ts): the base seed reads its week
    const offices = new Map<number, Office>();
    OFFICES.forEach((o, i) => {
      const id = PLANT_OFFICE_IDS[i] as number;
      const office = makeOffice(faker, { id, companyId, ...o });
      state.offices.set(id, office);
      offices.set(id, office);
    });
    const attendance = state.domains.attendance;
    const shifts = {} as Record<(typeof SHIFTS)[number][0], MasterShiftRecord>;
    for (const [key, shiftName, startTime, endTime] of SHIFTS) {
      const shift: MasterShiftRecord = {
        id: nextId('masterShift'),
        companyId,
        shiftName,
        detail: { timeRange: [{ days: [...WORKING_DAYS], startTime, endTime }] },
      };
      attendance.masterShifts.push(shift);
      shifts[key] = shift;
    }
    attendance.checkList.set(companyId, attendance.checkList.get(COMPANY_IDS.main) ?? []);
    const leave = state.domains.leave;
    leave.categories.set(
      companyId,
      (leave.categories.get(COMPANY_IDS.main) ?? []).map((c) => ({ ...c })),
    );

    const hr = personas['hr-plant'];
    const seed = faker.number.int({ min: 1, max: 2 ** 31 - 1 });
    state.lazySeeds.push({
      ownerId: hr.id,
      lay() {
        const rnd = generator(seed);
        const template = plantTemplate(
          fakerFor(seed, 'plant-people'),
          companyId,
          PLANT_OFFICE_IDS[0],
          // 9 working days into the pay period, on the plant's 6-day week and the national calendar
          periodStartWithWorkingDays(today, 9, { workWeek: 6, holidayOf: holidayLookup([]) }),
        );
        const members = plantPeople(rnd, template, hr.id, PLANT_OFFICE_IDS).slice(0, PLANT_TEAM_SIZE);
        for (const m of members) state.employees.set(m.employee.id, m.employee);
        layPlantDays({ state, members, shifts: shifts as PlantShifts, offices, seed, now, today });
      },
    });
  },
  register() {},
});
