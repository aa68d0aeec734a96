/**
 * Seed of production tracking (same MOCK_SEED, same data): the operator, worker, checker and manager personas share ONE
 * project ("Proyek Garmen Batik Nusantara"), with items, additional-information fields, groups and logs in
 * every SPEC §4 status for today and the three days before. A second, smaller project gives the operator
 * persona another role (worker) so the role visibly comes from the selected project (SPEC §6).
 *
 * Every seeded log is WALKED to its status through the machine (machine.ts) inside history.ts's `tracked`, the
 * same calls the handlers make, so each has the status history of a real one: Mulai Produksi,
 * the operator's (or worker's) input, the checker's approvals and revisions with their reasons, the manager's
 * decision, at plausible Jakarta times on its production date and never after the seeding clock.
 */
import type { Faker } from '@faker-js/faker';
import { addDays, fromJakarta } from '../../time';
import { unwrap } from '../outcome';
import { type Actor, tracked, trackGenerated } from './history';
import {
  approveEntry,
  createEntry,
  type EntryInput,
  generateProduction,
  rejectEntry,
  submitToChecker,
  submitToHr,
  submitToManager,
  updateEntry,
} from './machine';
import type {
  EntryStatus,
  LogStatus,
  ProductionItem,
  ProductionLog,
  ProductionProject,
  ProductionRole,
  ProductionState,
} from './model';

type Who = 'operator' | 'worker' | 'checker' | 'manager';

export interface ProductionSeedInput {
  faker: Faker;
  today: string;
  /** the clock at seeding time: no seeded transition is later */
  now: Date;
  companyId: number;
  /** the four personas (employee id and name) */
  people: Readonly<Record<Who, { id: number; name: string }>>;
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
function entryPlan(status: LogStatus, firstOfDay: boolean): EntryStatus[] {
  switch (status) {
    case 'PENDING':
      // the first PENDING log of a day has no entries yet (Mulai Produksi just ran)
      return firstOfDay ? [] : ['PENDING', 'PENDING'];
    case 'CHECKING':
      return ['APPROVED', 'PENDING', 'PENDING'];
    case 'WAIT_FOR_APPROVAL':
    case 'APPROVED':
      return ['APPROVED', 'APPROVED'];
    case 'NEED_REVISION':
      return ['NEED_REVISION', 'APPROVED'];
  }
}

const REVISION_REASONS = [
  'Jumlah tidak sesuai catatan lapangan',
  'Ukuran salah input',
  'Motif belum diisi benar',
] as const;

/** One planned entry: what the operator types, and the status (and revision reason) it must end in. */
interface PlannedEntry {
  input: EntryInput;
  status: EntryStatus;
  rejectReason: string | null;
}

function planEntry(
  faker: Faker,
  status: EntryStatus,
  item: ProductionItem,
  members: readonly { memberId: number }[],
): PlannedEntry {
  return {
    status,
    input: {
      additionalInformation: item.additionalInformations
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
    },
    rejectReason: status === 'NEED_REVISION' ? faker.helpers.arrayElement(REVISION_REASONS) : null,
  };
}

/** Where a seeded log ends: its status, whether it took the longer story (walkTo), who typed its data. */
interface LogPlan {
  status: LogStatus;
  detour: boolean;
  enteredBy: Who;
}

/** One step of a log's walk: who acts, and the tracked machine call. */
interface Step {
  who: Who;
  run(actor: Actor): void;
}

/**
 * The steps that bring a freshly generated log to `status` with `planned` entries (SPEC §4 transitions), the chain
 * operator → checker → manager. `detour` picks the longer story where one exists: an approved log that went back
 * once for a revision, or a revision asked by the manager rather than the checker. `who` enters the data.
 */
function walkTo(
  state: ProductionState,
  log: ProductionLog,
  status: LogStatus,
  planned: readonly PlannedEntry[],
  detour: boolean,
  who: Who,
): Step[] {
  const ids: number[] = [];
  const at = (i: number) => ids[i] ?? -1;
  const logStep = (by: Who, submit: typeof submitToChecker): Step => ({
    who: by,
    run: (a) => tracked(state, a, 'submit', { logId: log.id }, () => unwrap(submit(state, a.id, log.id))),
  });
  const approve = (i: number): Step => ({
    who: 'checker',
    run: (a) =>
      tracked(state, a, 'approve', { entryId: at(i) }, () => unwrap(approveEntry(state, a.id, at(i)))),
  });
  const revise = (by: Who, i: number, reason: string): Step => ({
    who: by,
    run: (a) =>
      tracked(state, a, 'revise', { entryId: at(i) }, () => unwrap(rejectEntry(state, a.id, at(i), reason))),
  });
  const correct = (i: number): Step => ({
    who,
    run: (a) =>
      tracked(state, a, 'update', { entryId: at(i) }, () =>
        unwrap(
          updateEntry(
            state,
            a.id,
            at(i),
            planned[i]?.input ?? { additionalInformation: [], memberValues: [] },
          ),
        ),
      ),
  });
  const creates = planned.map(
    (p, i): Step => ({
      who,
      run: (a) => {
        ids[i] = tracked(state, a, 'create', { logId: log.id }, () =>
          unwrap(createEntry(state, a.id, log.id, p.input)),
        ).id;
      },
    }),
  );
  const toChecker = logStep(who, submitToChecker);
  const toManager = logStep('checker', submitToManager);
  const toHr = logStep('manager', submitToHr);
  const approveAll = planned.map((_, i) => approve(i));
  const reason = planned[0]?.rejectReason ?? REVISION_REASONS[log.id % REVISION_REASONS.length] ?? '';
  switch (status) {
    case 'PENDING':
      return creates;
    case 'CHECKING':
      return [...creates, toChecker, approve(0)];
    case 'WAIT_FOR_APPROVAL':
      return [...creates, toChecker, ...approveAll, toManager];
    case 'APPROVED':
      return detour
        ? [
            ...creates,
            toChecker,
            revise('checker', 0, reason),
            ...approveAll.slice(1),
            toManager,
            correct(0),
            toChecker,
            approve(0),
            toManager,
            toHr,
          ]
        : [...creates, toChecker, ...approveAll, toManager, toHr];
    case 'NEED_REVISION':
      return detour
        ? [...creates, toChecker, ...approveAll, toManager, revise('manager', 0, reason), toHr]
        : [...creates, toChecker, ...approveAll.slice(1), revise('checker', 0, reason), toManager];
  }
}

/**
 * `count` instants on `date` (Jakarta working hours from 07:30, a few minutes later per slot), in order, never
 * after `now` minus a minute: today's logs squeeze into the morning so far (or the small hours).
 */
function stepTimes(date: string, now: Date, count: number, slot: number): Date[] {
  const midnight = fromJakarta(date).getTime();
  const latest = Math.min(fromJakarta(date, '17:00:00').getTime(), now.getTime() - 60_000);
  const start = Math.max(
    midnight,
    Math.min(fromJakarta(date, '07:30:00').getTime() + slot * 420_000, latest - 3_600_000),
  );
  const end = Math.max(latest, start + count * 1000);
  const gap = (end - start) / count;
  return Array.from({ length: count }, (_, i) => new Date(Math.round(start + i * gap)));
}

export function seedProduction(input: ProductionSeedInput): ProductionState {
  const { faker, today } = input;
  let memberId = 9001;
  const group = (name: string, size: number) => ({
    name,
    members: Array.from({ length: size }, () => ({ memberId: memberId++, name: faker.person.fullName() })),
  });
  /** A project of the persona company, each persona in `roles` with its role there. */
  const project = (
    id: number,
    name: string,
    roles: [Who, ProductionRole][],
    items: ProductionItem[],
    groups: ProductionProject['groups'],
  ): ProductionProject => ({
    id,
    companyId: input.companyId,
    name,
    roles: roles.map(([who, role]) => ({ employeeId: input.people[who].id, role })),
    items,
    groups,
  });

  const shared = project(
    1,
    'Proyek Garmen Batik Nusantara',
    [
      ['operator', 'operator'],
      ['worker', 'worker'],
      ['checker', 'checker'],
      ['manager', 'manager'],
    ],
    garmentItems(),
    [group('Grup A', 3), group('Grup B', 4)],
  );
  const packing = project(
    2,
    'Proyek Pengemasan Gudang',
    [
      ['operator', 'worker'],
      ['checker', 'checker'],
      ['manager', 'manager'],
    ],
    [{ id: 4, name: 'Kardus Kemasan', uomName: 'box', additionalInformations: [] }],
    [group('Grup Gudang', 2)],
  );

  const state: ProductionState = {
    projects: [shared, packing],
    logs: [],
    history: [],
    nextLogId: 1,
    nextEntryId: 1,
  };
  const actor = (who: Who, now: Date): Actor => ({ ...input.people[who], now });
  /** Mulai Produksi on `date` by the operator persona, then each new log walked to the status `plan` gives it. */
  const produce = (project: ProductionProject, date: string, plan: (slot: number) => LogPlan) => {
    const logs = unwrap(generateProduction(state, input.people.operator.id, project.id, date));
    logs.forEach((log, slot) => {
      const item = project.items.find((i) => i.id === log.itemId);
      const members = project.groups.find((g) => g.name === log.groupName)?.members ?? [];
      if (!item) return;
      const { status, detour, enteredBy } = plan(slot);
      const planned = entryPlan(status, project.id === shared.id && slot === 0).map((entryStatus) =>
        planEntry(faker, entryStatus, item, members),
      );
      const steps = walkTo(state, log, status, planned, detour, enteredBy);
      const times = stepTimes(date, input.now, steps.length + 1, slot);
      trackGenerated(state, actor('operator', times[0] ?? input.now), [log]);
      steps.forEach((step, i) => {
        step.run(actor(step.who, times[i + 1] ?? input.now));
      });
    });
  };

  DAY_PLANS.forEach((plan, daysAgo) => {
    produce(shared, addDays(today, -daysAgo), (slot) => {
      // every other log takes the longer story, its data typed by the worker persona
      const detour = (daysAgo + slot) % 2 === 1;
      return { status: plan[slot] ?? 'APPROVED', detour, enteredBy: detour ? 'worker' : 'operator' };
    });
  });
  // the packing project: today's one log, two entries typed by the operator persona (a worker there)
  produce(packing, today, () => ({ status: 'PENDING', detour: false, enteredBy: 'operator' }));
  return state;
}
