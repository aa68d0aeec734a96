/**
 * The garment plant's 5,000 people (the hr-plant persona's direct subordinates): departments of a garment
 * factory, each at one of the plant's work locations and on its shift pattern. Names from faker's Indonesian
 * lists, picked by a seeded generator (faker's own name generator would take seconds for 5,000).
 */
import { fakerID_ID } from '@faker-js/faker';
import type { Generator } from '../../seed/random';
import { makeEmployee } from '../../state/factories';
import type { Employee } from '../../state/types';

/** How a department works: one fixed shift, two rotating (morning, afternoon) or three (with nights). */
export type ShiftPattern = 'day' | 'two' | 'three';

export interface Department {
  readonly name: string;
  readonly size: number;
  readonly pattern: ShiftPattern;
  /** Indexes into the plant's offices (PLANT_OFFICE_IDS): the locations its people work at, in turn. */
  readonly locations: readonly number[];
}

/** 5,000 in all: sewing is the floor, cutting, the warehouse and maintenance run nights too. */
export const DEPARTMENTS: readonly Department[] = [
  { name: 'Cutting', size: 600, pattern: 'three', locations: [0, 0, 1] },
  { name: 'Sewing', size: 2600, pattern: 'two', locations: [0, 1] },
  { name: 'Finishing', size: 700, pattern: 'two', locations: [0, 1] },
  { name: 'Quality Control', size: 400, pattern: 'two', locations: [0, 1] },
  { name: 'Packing', size: 350, pattern: 'two', locations: [2] },
  { name: 'Gudang', size: 200, pattern: 'three', locations: [2] },
  { name: 'Maintenance', size: 100, pattern: 'three', locations: [0, 1] },
  { name: 'PPIC', size: 30, pattern: 'day', locations: [0] },
  { name: 'HRD & Umum', size: 20, pattern: 'day', locations: [0] },
];

/** The first plant employee's pkID: its own range, so the plant's ids never depend on what was made before. */
export const PLANT_FIRST_EMPLOYEE_ID = 100_001;

export interface PlantMember {
  readonly employee: Employee;
  readonly department: Department;
  /** Rotation group: which shift of the pattern the member works in a given week. */
  readonly group: number;
}

const names = fakerID_ID.rawDefinitions.person;
const FEMALE_FIRST = names?.first_name?.female ?? ['Sari'];
const MALE_FIRST = names?.first_name?.male ?? ['Budi'];
const FEMALE_LAST = names?.last_name?.female ?? ['Lestari'];
const MALE_LAST = names?.last_name?.male ?? ['Saputra'];

/** An Indonesian full name: a first name, sometimes a second, and a family name (sewing is mostly women). */
function fullName(rnd: Generator, female: boolean): string {
  const first = female ? FEMALE_FIRST : MALE_FIRST;
  const last = female ? FEMALE_LAST : MALE_LAST;
  const parts = [rnd.pick(first)];
  if (rnd.next() < 0.3) parts.push(rnd.pick(first));
  parts.push(rnd.pick(last));
  return parts.join(' ');
}

/**
 * The plant's people, in department order. `template` is one employee from the factory (pay, EWA and bank
 * defaults); each member copies it with its own ids, name, numbers, department and location.
 */
export function plantPeople(
  rnd: Generator,
  template: Employee,
  supervisorId: number,
  officeIds: readonly number[],
): PlantMember[] {
  const members: PlantMember[] = [];
  let id = PLANT_FIRST_EMPLOYEE_ID;
  for (const department of DEPARTMENTS) {
    const femaleShare = department.name === 'Sewing' || department.name === 'Finishing' ? 0.85 : 0.4;
    for (let i = 0; i < department.size; i++, id++) {
      const name = fullName(rnd, rnd.next() < femaleShare);
      const monthly = rnd.int(48, 56) * 100_000; // around Karawang's and Bekasi's minimum wage
      const daily = Math.floor(monthly / 25 / 1_000) * 1_000;
      const employee: Employee = {
        ...template,
        id,
        userID: 10_000 + id,
        employeeID: 50_000 + id,
        name,
        phoneNumber: `+62813${String(10_000_000 + id).slice(-8)}`,
        nip: `3216${String(id).padStart(12, '0')}`,
        bankAccountNumber: String(7_000_000_000 + id),
        bankAccountName: name.toUpperCase(),
        ewaDailyWage: daily,
        ewaMonthlyLimit: 15 * daily,
        department: department.name,
        officeId: officeIds[department.locations[i % department.locations.length] ?? 0] ?? template.officeId,
        supervisorId,
      };
      members.push({ employee, department, group: i % (department.pattern === 'three' ? 3 : 2) });
    }
  }
  return members;
}

/** The template the members copy: a factory employee of the plant's company, made once. */
export function plantTemplate(
  faker: Parameters<typeof makeEmployee>[0],
  companyId: number,
  officeId: number,
  periodStart: string,
): Employee {
  return {
    ...makeEmployee(faker, { id: PLANT_FIRST_EMPLOYEE_ID, companyId, officeId }),
    ewaPeriodStart: periodStart,
  };
}
