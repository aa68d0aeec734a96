/**
 * Builds the db from a seed: same MOCK_SEED → same data. Base collections first (companies,
 * offices, employees with hierarchy, wage-request history), then each domain module's `seed` with its own faker.
 */

import { base, en, Faker, id_ID } from '@faker-js/faker';
import { wageFee } from '@upah/core/rules/ewa';
import { MAX_WORKING_DAYS } from '@upah/core/rules/ewa-limit';
import { DEFAULT_WORK_POLICY } from '@upah/core/rules/work-policy';
import { seededPeriodStart } from '../domains/ewa-limit';
import type { DomainModule, SeedContext } from '../domains/types';
import { COMPANY_IDS, PERSONA_PASSWORD, PERSONAS, type PersonaKey } from '../personas';
import { fnv1a } from '../seed/random';
import { toJakartaDate, toJakartaTimestamp } from '../time';
import { makeCompany, makeEmployee, makeOffice } from './factories';
import { nextId } from './queries';
import { emptyThrottle } from './throttle';
import type { Employee, MockState, WageRequestStatus } from './types';

/** A faker in Indonesian locale, seeded from the run's seed and a salt (the domain name). */
export function fakerFor(seed: number, salt: string): Faker {
  const faker = new Faker({ locale: [id_ID, en, base] });
  faker.seed([seed, fnv1a(salt)]);
  return faker;
}

export function emptyState(seed: number): MockState {
  return {
    seed,
    companies: new Map(),
    offices: new Map(),
    employees: new Map(),
    sessions: new Map(),
    otps: new Map(),
    resetTokens: new Map(),
    idempotency: new Map(),
    inFlight: new Map(),
    throttle: emptyThrottle(),
    wageRequests: new Map(),
    files: new Map(),
    sequences: new Map(),
    lazySeeds: [],
    writes: 0,
    domains: {} as MockState['domains'],
  };
}

/** Fixed offices so demos and browser tests can fake a position near one (SPEC §9: nearby = within 1 km). */
const FIXED_OFFICES = [
  {
    id: 1,
    companyId: COMPANY_IDS.main,
    code: 'JKT-SDR',
    name: 'Kantor Pusat Sudirman',
    lat: -6.208763,
    long: 106.845599,
  },
  {
    id: 2,
    companyId: COMPANY_IDS.main,
    code: 'JKT-KNG',
    name: 'Kantor Kuningan',
    lat: -6.229728,
    long: 106.829518,
  },
  {
    id: 3,
    companyId: COMPANY_IDS.main,
    code: 'JKT-KGD',
    name: 'Gudang Kelapa Gading',
    lat: -6.158775,
    long: 106.905594,
  },
  {
    id: 4,
    companyId: COMPANY_IDS.wallet,
    code: 'TGR-BSD',
    name: 'Kantor BSD Tangerang',
    lat: -6.301,
    long: 106.652,
  },
  {
    id: 5,
    companyId: COMPANY_IDS.modulesOff,
    code: 'BKS-001',
    name: 'Kantor Bekasi',
    lat: -6.238,
    long: 106.975,
  },
] as const;

function seedBase(state: MockState, faker: Faker, now: Date): Record<PersonaKey, Employee> {
  state.companies.set(1, makeCompany({ id: COMPANY_IDS.main, name: 'PT Sinar Nusantara Abadi' }));
  const wallet = makeCompany({ id: COMPANY_IDS.wallet, name: 'PT Dompet Karya Sejahtera' });
  wallet.settings.wallet_enabled = true;
  state.companies.set(wallet.id, wallet);
  const off = makeCompany({ id: COMPANY_IDS.modulesOff, name: 'PT Mitra Sederhana' });
  off.settings.loan_management_enabled = false;
  off.settings.attendance_enabled = false;
  off.settings.production_tracking_enabled = false;
  state.companies.set(off.id, off);
  // hr-plant's garment company (domains/plant.ts lays its 5,000 and its offices): a 6-day week
  state.companies.set(
    COMPANY_IDS.plant,
    makeCompany({
      id: COMPANY_IDS.plant,
      name: 'PT Garmen Sentosa Jaya',
      policy: { ...DEFAULT_WORK_POLICY, workWeek: 6 },
    }),
  );

  for (const o of FIXED_OFFICES) state.offices.set(o.id, makeOffice(faker, { ...o }));

  const add = (e: Employee) => {
    state.employees.set(e.id, e);
    return e;
  };
  const staff = (
    companyId: number,
    officeId: number,
    supervisorId: number | null,
    extra: Partial<Employee> = {},
  ) =>
    add(
      makeEmployee(faker, {
        id: nextId(state, 'employee', 100),
        companyId,
        officeId,
        supervisorId,
        ...extra,
      }),
    );

  // Heads of each company (not personas; cannot log in until they claim their account).
  const head1 = staff(COMPANY_IDS.main, 1, null, { level: 'manager', isSupervisor: true });
  const head2 = staff(COMPANY_IDS.wallet, 4, null, { level: 'supervisor', isSupervisor: true });
  const head3 = staff(COMPANY_IDS.modulesOff, 5, null, { level: 'supervisor', isSupervisor: true });
  const headOf: Record<number, number> = {
    [COMPANY_IDS.main]: head1.id,
    [COMPANY_IDS.wallet]: head2.id,
    [COMPANY_IDS.modulesOff]: head3.id,
  };
  const officeOfCompany: Record<number, number> = {
    [COMPANY_IDS.main]: 1,
    [COMPANY_IDS.wallet]: 4,
    [COMPANY_IDS.modulesOff]: 5,
  };

  const personas = {} as Record<PersonaKey, Employee>;
  const addPersona = (p: (typeof PERSONAS)[number]) => {
    const companyId = p.overrides.companyId ?? COMPANY_IDS.main;
    // Personas added after the first fifteen draw from a faker of their own, so the seeded data of the
    // others (names, wage history) stays what demos and tests already know.
    const personaFaker = p.employeeId > 15 ? fakerFor(state.seed, `persona-${p.key}`) : faker;
    personas[p.key] = add(
      makeEmployee(personaFaker, {
        id: p.employeeId,
        companyId,
        officeId: officeOfCompany[companyId] ?? 1,
        name: p.name,
        phoneNumber: p.phoneNumber,
        password: PERSONA_PASSWORD,
        personaKey: p.key,
        supervisorId: headOf[companyId] ?? null,
        bankAccountName: p.name.toUpperCase(),
        ...(p.supervisor ? { supervisorId: personas[p.supervisor].id } : {}),
        ...p.overrides,
      }),
    );
  };
  // Personas under another persona come after the staff, so the seeded data of everyone else stays the same.
  for (const p of PERSONAS) if (!p.supervisor && !p.seededLast) addPersona(p);
  // SPEC §6: the supervisor has direct subordinates: the employee persona, four staff and the gate personas.
  personas.employee.supervisorId = personas.supervisor.id;
  for (let i = 0; i < 4; i++) staff(COMPANY_IDS.main, 1 + (i % 2), personas.supervisor.id);
  for (let i = 0; i < 6; i++) staff(COMPANY_IDS.main, 1 + (i % 3), head1.id);
  for (let i = 0; i < 3; i++) staff(COMPANY_IDS.wallet, 4, head2.id);
  for (let i = 0; i < 3; i++) staff(COMPANY_IDS.modulesOff, 5, head3.id);
  for (const p of PERSONAS) if (p.supervisor && !p.seededLast) addPersona(p);
  for (const p of PERSONAS) if (p.seededLast) addPersona(p);

  // The computed limit (SPEC §1): each pay period starts so that the story's working days have passed by today.
  const today = toJakartaDate(now);
  for (const e of state.employees.values()) {
    e.ewaPeriodStart ||= seededPeriodStart(state, e, today);
  }
  seedWageHistory(state, faker, now, personas);
  return personas;
}

const PAST_STATUSES: readonly WageRequestStatus[] = ['SUCCESS', 'SUCCESS', 'SUCCESS', 'FAILED', 'CANCELLED'];
const REJECT_REASONS: Record<WageRequestStatus, string | null> = {
  SUCCESS: null,
  PROCESSING: null,
  FAILED: 'Transfer ke rekening tujuan gagal',
  CANCELLED: 'Dibatalkan oleh HR karena melebihi batas periode',
};

/** An equal share, in steps of 10,000, of what `inPeriod + 1` withdrawals could take of the seeded period. */
function periodShare(e: Employee, inPeriod: number): number {
  const earned = Math.min(e.ewaSeedWorkingDays, MAX_WORKING_DAYS) * e.ewaDailyWage;
  return Math.max(10_000, Math.floor(earned / (inPeriod + 1) / 10_000) * 10_000);
}

/** Wage-request history: the employee persona gets three pages (SPEC §9 page size 10); the others a few. */
function seedWageHistory(
  state: MockState,
  faker: Faker,
  now: Date,
  personas: Record<PersonaKey, Employee>,
): void {
  for (const p of Object.values(personas)) {
    if (p.password === null) continue;
    const count = p.personaKey === 'employee' ? 23 : faker.number.int({ min: 0, max: 4 });
    const inPeriod = p.wageRequestCount;
    const items = Array.from({ length: count + inPeriod }, (_, i) => {
      const recent = i < inPeriod; // this period's requests: the count shown as count / transactionCap
      const daysAgo = recent ? i + 1 : 35 + i * 6 + faker.number.int({ min: 0, max: 4 });
      const at = new Date(
        now.getTime() - daysAgo * 86_400_000 - faker.number.int({ min: 0, max: 36_000 }) * 1000,
      );
      const status: WageRequestStatus = recent
        ? i === 0
          ? 'PROCESSING'
          : 'SUCCESS'
        : (faker.helpers.arrayElement(PAST_STATUSES) ?? 'SUCCESS');
      const drawn = faker.number.int({ min: 10, max: 150 }) * 10_000;
      // This period's requests stay within what the period has earned (SPEC §1: 15 working days at most), so the limit is not negative.
      const amount = recent ? Math.min(drawn, periodShare(p, inPeriod)) : drawn;
      return {
        id: nextId(state, 'wageRequest'),
        employeeId: p.id,
        source: 'limit' as const,
        amount,
        fee: wageFee(amount),
        description: faker.helpers.arrayElement([
          'Biaya sekolah anak',
          'Kebutuhan darurat',
          'Bayar kontrakan',
          'Biaya berobat',
        ]),
        status,
        createdAt: toJakartaTimestamp(at),
        eventID: `EVT-${faker.string.alphanumeric({ length: 10, casing: 'upper' })}`,
        rejectReason: REJECT_REASONS[status],
      };
    });
    for (const w of items) state.wageRequests.set(w.id, w);
  }
}

/** A fresh db for `seed` at `now`, with every domain module's data. */
export function createState(seed: number, now: Date, modules: readonly DomainModule[]): MockState {
  const state = emptyState(seed);
  fillState(state, now, modules);
  return state;
}

/** POST /__mock/reset: refills the same object in place, so closures holding `state` stay valid. */
export function resetState(state: MockState, now: Date, modules: readonly DomainModule[]): void {
  Object.assign(state, emptyState(state.seed));
  fillState(state, now, modules);
}

function fillState(state: MockState, now: Date, modules: readonly DomainModule[]): void {
  const personas = seedBase(state, fakerFor(state.seed, 'base'), now);
  for (const module of modules) {
    if (!module.seed) continue;
    const ctx: SeedContext = {
      faker: fakerFor(state.seed, module.name),
      state,
      personas,
      employees: [...state.employees.values()],
      companies: [...state.companies.values()],
      offices: [...state.offices.values()],
      now,
      today: toJakartaDate(now),
      nextId: (kind, start) => nextId(state, kind, start),
    };
    module.seed(ctx);
  }
}
