/**
 * Seed of production tracking (issue 3 §2, §3): the operator, worker, checker and manager personas share ONE
 * project ("Proyek Garmen Batik Nusantara"), with items, additional-information fields, groups and logs in
 * every SPEC §4 status for today and the three days before. A second, smaller project gives the operator
 * persona another role (worker) so the role visibly comes from the selected project (SPEC §6).
 */
import type { Faker } from '@faker-js/faker';
import { addDays } from '../../time';
import type {
  EntryStatus,
  LogStatus,
  ProductionEntry,
  ProductionItem,
  ProductionLog,
  ProductionProject,
  ProductionRole,
  ProductionState,
} from './model';

export interface ProductionSeedInput {
  faker: Faker;
  today: string;
  companyId: number;
  /** employee ids of the four personas */
  operator: number;
  worker: number;
  checker: number;
  manager: number;
}

const SIZES = ['S', 'M', 'L', 'XL'];
const COLOURS = ['Merah', 'Biru', 'Hijau', 'Coklat'];

function garmentItems(): ProductionItem[] {
  return [
    {
      id: 1,
      name: 'Kemeja Batik Lengan Panjang',
      uomName: 'pcs',
      additionalInformations: [
        { code: 'SIZE', name: 'Ukuran', type: 'text', isChoice: true, values: SIZES, isMandatory: true },
        { code: 'COLOR', name: 'Warna', type: 'text', isChoice: true, values: COLOURS, isMandatory: true },
        { code: 'NOTE', name: 'Catatan', type: 'text', isChoice: false, values: [], isMandatory: false },
      ],
    },
    {
      id: 2,
      name: 'Celana Kain',
      uomName: 'pcs',
      additionalInformations: [
        { code: 'SIZE', name: 'Ukuran', type: 'text', isChoice: true, values: SIZES, isMandatory: true },
        {
          code: 'REJECT',
          name: 'Jumlah Cacat',
          type: 'number',
          isChoice: false,
          values: [],
          isMandatory: false,
        },
      ],
    },
    {
      id: 3,
      name: 'Kain Tenun',
      uomName: 'meter',
      additionalInformations: [
        {
          code: 'MOTIF',
          name: 'Motif',
          type: 'text',
          isChoice: true,
          values: ['Parang', 'Kawung', 'Mega Mendung'],
          isMandatory: true,
        },
        {
          code: 'WEIGHT',
          name: 'Berat (kg)',
          type: 'number',
          isChoice: false,
          values: [],
          isMandatory: true,
        },
      ],
    },
  ];
}

/** Status plan of the six logs (3 items × 2 groups) per day: every log status appears today and on recent days. */
const DAY_PLANS: readonly (readonly LogStatus[])[] = [
  ['PENDING', 'PENDING', 'CHECKING', 'WAIT_FOR_APPROVAL', 'NEED_REVISION', 'APPROVED'],
  ['CHECKING', 'APPROVED', 'NEED_REVISION', 'WAIT_FOR_APPROVAL', 'PENDING', 'APPROVED'],
  ['APPROVED', 'WAIT_FOR_APPROVAL', 'APPROVED', 'CHECKING', 'APPROVED', 'NEED_REVISION'],
  ['APPROVED', 'APPROVED', 'APPROVED', 'APPROVED', 'WAIT_FOR_APPROVAL', 'APPROVED'],
];

/** Entry statuses that fit a log status (SPEC §4): e.g. a log waiting for the manager has only approved entries. */
function entryPlan(status: LogStatus, index: number): EntryStatus[] {
  switch (status) {
    case 'PENDING':
      // the first PENDING log of a day has no entries yet (Mulai Produksi just ran)
      return index === 0 ? [] : ['PENDING', 'PENDING'];
    case 'CHECKING':
      return ['APPROVED', 'PENDING', 'PENDING'];
    case 'WAIT_FOR_APPROVAL':
    case 'APPROVED':
      return ['APPROVED', 'APPROVED'];
    case 'NEED_REVISION':
      return ['NEED_REVISION', 'APPROVED'];
  }
}

function makeEntry(
  faker: Faker,
  id: number,
  status: EntryStatus,
  item: ProductionItem,
  members: readonly { memberId: number }[],
  createdBy: number,
): ProductionEntry {
  return {
    id,
    status,
    additionalInfo: item.additionalInformations
      .filter((info) => info.isMandatory || faker.datatype.boolean())
      .map((info) => ({
        code: info.code,
        selectedValue: info.isChoice
          ? faker.helpers.arrayElement(info.values)
          : info.type === 'number'
            ? String(faker.number.int({ min: 0, max: 20 }))
            : faker.helpers.arrayElement(['Jahitan rapi', 'Sesuai pola', 'Warna sedikit pudar']),
      })),
    memberValues: members.map((m) => ({
      memberId: m.memberId,
      value: faker.number.int({ min: 500, max: 4000 }) / 100,
    })),
    rejectReason:
      status === 'NEED_REVISION'
        ? faker.helpers.arrayElement([
            'Jumlah tidak sesuai catatan lapangan',
            'Ukuran salah input',
            'Motif belum diisi benar',
          ])
        : null,
    createdBy,
  };
}

export function seedProduction(input: ProductionSeedInput): ProductionState {
  const { faker, today } = input;
  let memberId = 9001;
  const group = (name: string, size: number) => ({
    name,
    members: Array.from({ length: size }, () => ({ memberId: memberId++, name: faker.person.fullName() })),
  });
  const roles = (pairs: [number, ProductionRole][]) =>
    pairs.map(([employeeId, role]) => ({ employeeId, role }));

  const shared: ProductionProject = {
    id: 1,
    companyId: input.companyId,
    name: 'Proyek Garmen Batik Nusantara',
    roles: roles([
      [input.operator, 'operator'],
      [input.worker, 'worker'],
      [input.checker, 'checker'],
      [input.manager, 'manager'],
    ]),
    items: garmentItems(),
    groups: [group('Grup A', 3), group('Grup B', 4)],
  };
  const packing: ProductionProject = {
    id: 2,
    companyId: input.companyId,
    name: 'Proyek Pengemasan Gudang',
    roles: roles([
      [input.operator, 'worker'],
      [input.checker, 'checker'],
      [input.manager, 'manager'],
    ]),
    items: [{ id: 4, name: 'Kardus Kemasan', uomName: 'box', additionalInformations: [] }],
    groups: [group('Grup Gudang', 2)],
  };

  const state: ProductionState = {
    projects: [shared, packing],
    logs: [],
    history: [],
    nextLogId: 1,
    nextEntryId: 1,
  };
  const addLog = (
    project: ProductionProject,
    item: ProductionItem,
    groupName: string,
    date: string,
    status: LogStatus,
    index: number,
  ) => {
    const members = project.groups.find((g) => g.name === groupName)?.members ?? [];
    const entries = entryPlan(status, index).map((entryStatus) => {
      const entry = makeEntry(faker, state.nextEntryId, entryStatus, item, members, input.operator);
      state.nextEntryId += 1;
      return entry;
    });
    const log: ProductionLog = {
      id: state.nextLogId,
      projectId: project.id,
      itemId: item.id,
      groupName,
      productionDate: date,
      status,
      entries,
    };
    state.nextLogId += 1;
    state.logs.push(log);
  };

  DAY_PLANS.forEach((plan, daysAgo) => {
    const date = addDays(today, -daysAgo);
    let slot = 0;
    for (const item of shared.items) {
      for (const g of shared.groups) {
        addLog(shared, item, g.name, date, plan[slot] ?? 'APPROVED', slot);
        slot += 1;
      }
    }
  });
  const packingItem = packing.items[0];
  const packingGroup = packing.groups[0];
  if (packingItem && packingGroup) addLog(packing, packingItem, packingGroup.name, today, 'PENDING', 1);
  return state;
}
