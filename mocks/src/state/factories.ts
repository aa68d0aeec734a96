/**
 * Factories of base records. Each takes a seeded faker and overrides, so a test or a persona states only what
 * differs from an ordinary record (DESIGN.md "mocks": factories that take overrides).
 */
import type { Faker } from '@faker-js/faker';
import { ALL_MODULES_ON } from '@upah/core/contract/company';
import { DEFAULT_WORK_POLICY } from '@upah/core/rules/work-policy';
import type { Company, Employee, Office } from './types';

export function makeCompany(overrides: Partial<Company> & Pick<Company, 'id' | 'name'>): Company {
  return {
    settings: { ...ALL_MODULES_ON },
    policy: { ...DEFAULT_WORK_POLICY },
    calendarDays: [],
    ...overrides,
  };
}

/** Jakarta area: latitude −6.35…−6.10, longitude 106.65…107.00 */
export const JAKARTA_BOUNDS = { minLat: -6.35, maxLat: -6.1, minLong: 106.65, maxLong: 107.0 } as const;

export function makeOffice(
  faker: Faker,
  overrides: Partial<Office> & Pick<Office, 'id' | 'companyId'>,
): Office {
  const lat = faker.number.float({
    min: JAKARTA_BOUNDS.minLat,
    max: JAKARTA_BOUNDS.maxLat,
    fractionDigits: 6,
  });
  const long = faker.number.float({
    min: JAKARTA_BOUNDS.minLong,
    max: JAKARTA_BOUNDS.maxLong,
    fractionDigits: 6,
  });
  return {
    code: `LOC-${String(overrides.id).padStart(3, '0')}`,
    name: `Kantor ${faker.location.city()}`,
    address: `${faker.location.streetAddress()}, Jakarta`,
    lat,
    long,
    ...overrides,
  };
}

/** A `+62812…` number: never one of the personas' `+62811…` numbers. */
export function makePhoneNumber(faker: Faker): string {
  return `+62812${faker.string.numeric(8)}`;
}

export function makeEmployee(
  faker: Faker,
  overrides: Partial<Employee> & Pick<Employee, 'id' | 'companyId' | 'officeId'>,
): Employee {
  const name = overrides.name ?? faker.person.fullName();
  const monthly = faker.number.int({ min: 30, max: 80 }) * 100_000;
  const accountNumber = faker.string.numeric(10);
  return {
    userID: 10_000 + overrides.id,
    employeeID: 50_000 + overrides.id,
    name,
    phoneNumber: makePhoneNumber(faker),
    password: null,
    nip: faker.string.numeric(16),
    level: 'staff',
    department: null,
    supervisorId: null,
    isSupervisor: false,
    isHr: false,
    attendanceAllowed: true,
    isBankSetup: true,
    bankAccountNumber: accountNumber,
    bankAccountName: name.toUpperCase(),
    bankCode: 'BCA',
    bankVerificationStatus: 'VALID',
    ewaAllowed: true,
    // The computed limit: a month of 22 working days; the most a period can give is 15 of them (SPEC §1).
    ewaDailyWage: Math.floor(monthly / 22 / 1_000) * 1_000,
    ewaSeedWorkingDays: 9,
    ewaPeriodStart: '',
    ewaMonthlyLimit: 15 * Math.floor(monthly / 22 / 1_000) * 1_000,
    ewaMinimumRequestAmount: 100_000,
    ewaMaximumRequestAmount: 2_000_000,
    transactionCap: 5,
    wageRequestCount: 0,
    ewaConfirmationMessage:
      'Dengan menekan tombol konfirmasi, saya menyetujui syarat dan ketentuan penarikan gaji serta biaya layanan 3% dari jumlah penarikan.',
    ewaWalletBalance: 0,
    personaKey: null,
    ...overrides,
  };
}
