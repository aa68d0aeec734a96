/**
 * Demo personas (docs/ARCHITECTURE.md "Demo personas"). Phone numbers, names and the password are
 * fixed so the README and demos do not change with MOCK_SEED; everything else comes from the factories.
 * Any phone number not in this table (and not claimed through registration) is unknown to login.
 */
import type { Employee } from './state/types';

export const PERSONA_PASSWORD = 'rahasia123';

export const PERSONA_KEYS = [
  'employee',
  'supervisor',
  'no-attendance',
  'no-ewa',
  'bank-unset',
  'bank-pending',
  'bank-invalid',
  'wallet',
  'cap-reached',
  'modules-off',
  'operator',
  'worker',
  'checker',
  'manager',
  'unclaimed',
  'hr',
  'gate-1',
  'gate-2',
  'gate-3',
  'hr-plant',
] as const;
export type PersonaKey = (typeof PERSONA_KEYS)[number];

/**
 * Company of a persona: 1 = every module, 2 = wallet enabled, 3 = loan/attendance/production off, 4 = a garment
 * plant of 5,000 (domains/plant.ts: its offices, shifts and people).
 */
export const COMPANY_IDS = { main: 1, wallet: 2, modulesOff: 3, plant: 4 } as const;

/** The plant's offices (work locations), laid by domains/plant.ts; the hr-plant persona sits at the first. */
export const PLANT_OFFICE_IDS = [6, 7, 8] as const;

export interface PersonaDefinition {
  key: PersonaKey;
  /** pkID of the persona's employee record (1…19, in table order) */
  employeeId: number;
  name: string;
  phoneNumber: string;
  description: string;
  /** what differs from a default employee of the main company */
  overrides: Partial<Employee>;
  /** The persona who is this one's direct supervisor (default: the head of the company). */
  supervisor?: PersonaKey;
  /** Seeded after every other record (a persona added later), so nothing seeded before it changes. */
  seededLast?: true;
}

/** GET /__mock/personas row */
export interface PersonaRow {
  key: PersonaKey;
  name: string;
  phoneNumber: string;
  password: string;
  description: string;
}

const phone = (n: number) => `+62811000000${String(n).padStart(2, '0')}`;

export const PERSONAS: readonly PersonaDefinition[] = [
  {
    key: 'employee',
    employeeId: 1,
    name: 'Budi Santoso',
    phoneNumber: phone(1),
    description: 'Semua modul aktif, rekening bank VALID (every module, bank VALID)',
    overrides: {},
  },
  {
    key: 'supervisor',
    employeeId: 2,
    name: 'Siti Rahmawati',
    phoneNumber: phone(2),
    description: 'Atasan dengan ≥3 bawahan langsung yang punya presensi, cuti, lembur dan izin pending',
    overrides: { level: 'supervisor', isSupervisor: true },
  },
  {
    key: 'no-attendance',
    employeeId: 3,
    name: 'Agus Prasetyo',
    phoneNumber: phone(3),
    description: 'attendanceAllowed false (dashboard mulai di tab 2)',
    overrides: { attendanceAllowed: false },
  },
  {
    key: 'no-ewa',
    employeeId: 4,
    name: 'Dewi Lestari',
    phoneNumber: phone(4),
    description: 'ewaAllowed false (tidak boleh tarik gaji)',
    overrides: { ewaAllowed: false },
  },
  {
    key: 'bank-unset',
    employeeId: 5,
    name: 'Rudi Hartono',
    phoneNumber: phone(5),
    description: 'isBankSetup false (rekening belum diisi)',
    overrides: {
      isBankSetup: false,
      bankAccountNumber: null,
      bankAccountName: null,
      bankCode: null,
      bankVerificationStatus: null,
    },
  },
  {
    key: 'bank-pending',
    employeeId: 6,
    name: 'Rina Wulandari',
    phoneNumber: phone(6),
    description: 'bankVerificationStatus PENDING',
    overrides: { bankVerificationStatus: 'PENDING' },
  },
  {
    key: 'bank-invalid',
    employeeId: 7,
    name: 'Hendra Gunawan',
    phoneNumber: phone(7),
    description: 'bankVerificationStatus INVALID_ACCOUNT_NUMBER',
    overrides: { bankVerificationStatus: 'INVALID_ACCOUNT_NUMBER' },
  },
  {
    key: 'wallet',
    employeeId: 8,
    name: 'Maya Anggraini',
    phoneNumber: phone(8),
    description: 'Wallet aktif, saldo wallet positif, limit gaji di bawah minimum',
    overrides: {
      companyId: COMPANY_IDS.wallet,
      // one working day into a new period at 50,000 a day → limit 50,000
      ewaDailyWage: 50_000,
      ewaSeedWorkingDays: 1,
      ewaMinimumRequestAmount: 100_000,
      ewaWalletBalance: 750_000,
    },
  },
  {
    key: 'cap-reached',
    employeeId: 9,
    name: 'Yusuf Hidayat',
    phoneNumber: phone(9),
    description: 'wageRequestCount sama dengan transactionCap',
    overrides: { transactionCap: 3, wageRequestCount: 3 },
  },
  {
    key: 'modules-off',
    employeeId: 10,
    name: 'Fitri Handayani',
    phoneNumber: phone(10),
    description: 'Perusahaan dengan pinjaman, absensi dan production tracking nonaktif',
    overrides: { companyId: COMPANY_IDS.modulesOff },
  },
  {
    key: 'operator',
    employeeId: 11,
    name: 'Joko Susilo',
    phoneNumber: phone(11),
    description: 'Operator production pada project bersama',
    overrides: {},
  },
  {
    key: 'worker',
    employeeId: 12,
    name: 'Eko Saputra',
    phoneNumber: phone(12),
    description: 'Worker production pada project bersama',
    overrides: {},
  },
  {
    key: 'checker',
    employeeId: 13,
    name: 'Sri Mulyani',
    phoneNumber: phone(13),
    description: 'Checker production pada project bersama',
    overrides: {},
  },
  {
    key: 'manager',
    employeeId: 14,
    name: 'Bambang Wijaya',
    phoneNumber: phone(14),
    description: 'Manager production pada project bersama',
    overrides: { level: 'manager' },
  },
  {
    key: 'unclaimed',
    employeeId: 15,
    name: 'Andi Kurniawan',
    phoneNumber: phone(15),
    description: 'Diundang, belum punya password (untuk registrasi)',
    overrides: { password: null },
  },
  {
    key: 'hr',
    employeeId: 16,
    name: 'Ratna Kusumawati',
    phoneNumber: phone(16),
    description:
      'HR: atasan langsung 300 karyawan, 5.000 pengajuan pending (1.250 presensi, cuti, lembur dan izin)',
    overrides: { level: 'manager', isSupervisor: true, isHr: true },
  },
  // The gate (docs/ARCHITECTURE.md "The gate code"): with the employee persona, four direct subordinates of the
  // supervisor who can log in on their own phones, each with Shift Kantor / Shift Akhir Pekan every day and no
  // presence today, so the QR gate can be tried with several phones at any hour.
  ...(
    [
      [17, 'gate-1', 'Wahyu Nugroho'],
      [18, 'gate-2', 'Lestari Putri'],
      [19, 'gate-3', 'Dimas Ardiansyah'],
    ] as const
  ).map(
    ([employeeId, key, name]): PersonaDefinition => ({
      key,
      employeeId,
      name,
      phoneNumber: phone(employeeId),
      description:
        'Bawahan langsung atasan (supervisor) untuk mencoba QR absen di gerbang; belum absen hari ini',
      overrides: {},
      supervisor: 'supervisor',
    }),
  ),
  {
    key: 'hr-plant',
    employeeId: 20,
    name: 'Indah Permatasari',
    phoneNumber: phone(20),
    description:
      'HR pabrik garmen: atasan langsung 5.000 karyawan (3 shift termasuk malam, departemen dan lokasi kerja, bulan lalu dan bulan ini), diisi saat pertama dipakai',
    overrides: {
      level: 'manager',
      isSupervisor: true,
      isHr: true,
      companyId: COMPANY_IDS.plant,
      officeId: PLANT_OFFICE_IDS[0],
      department: 'HRD & Umum',
    },
    seededLast: true,
  },
];

/** The hr persona's team and queue: seeded by domains/hr-team.ts. */
export const HR_TEAM_SIZE = 300;
export const HR_PENDING_PER_QUEUE = 1250;
/** The hr-plant persona's direct subordinates: seeded by domains/plant.ts on the first call signed in as it. */
export const PLANT_TEAM_SIZE = 5000;

export function personaRows(): PersonaRow[] {
  return PERSONAS.map(({ key, name, phoneNumber, description, overrides }) => ({
    key,
    name,
    phoneNumber,
    password: overrides.password === null ? '' : PERSONA_PASSWORD,
    description,
  }));
}

export function personaByKey(key: PersonaKey): PersonaDefinition {
  const found = PERSONAS.find((p) => p.key === key);
  if (!found) throw new Error(`Unknown persona ${key}`);
  return found;
}
