/**
 * Cooperative loan endpoints (SPEC §3 "Loan request", §4 Loan, §5 loan form, §7 Loan, §9 interest and tenor).
 * Needs the company's loan_management_enabled flag (403 otherwise). Figures come from loan/terms.ts; each
 * company has a LoanPolicy: company 1 (and any other) interest per tenor month with admin fee Rp10.000,
 * company 2 flat interest with admin fee Rp5.000. Create is money-moving: route() replays the first answer
 * for a repeated Idempotency-Key. Only a pending loan can be cancelled (409 otherwise); another employee's
 * loan is 404 (it is not in the caller's list).
 */
import { DEFAULT_BANK_CODE } from '@upah/core/contract/bank';
import { type LoanRequestWire, loanEndpoints } from '@upah/core/contract/loan';
import { httpError } from '../http-error';
import { reply, route } from '../route';
import { nextId, requireModule } from '../state/queries';
import type { Employee, MockState } from '../state/types';
import { toJakartaDate, toJakartaTimestamp } from '../time';
import { newestFirst } from './attendance/model';
import { requireOwnEvidence } from './evidence';
import { type InstalmentPlan, type LoanPolicy, loanTerms } from './loan/terms';
import { paginate } from './paging';
import { defineDomain } from './types';

export interface LoanRecord {
  id: number;
  employeeId: number;
  createdAt: string;
  status: string;
  amount: number;
  interestType: LoanPolicy['interestType'];
  totalInterestFee: number;
  adminFee: number;
  principal: number;
  installmentLength: number;
  installments: (InstalmentPlan & { isPaid: boolean; createdAt: string })[];
  attachment: string | null;
  bankCode: string;
  bankAccountNumber: string;
  /** SPEC §3: both spellings occur; some seeded records go out as installment_length */
  spelling: 'installmentLength' | 'installment_length';
}

export interface LoanState {
  loans: Map<number, LoanRecord>;
  policies: Map<number, LoanPolicy>;
}

declare module '../state/types' {
  interface DomainStates {
    loan: LoanState;
  }
}

const DEFAULT_POLICY: LoanPolicy = { interestType: 'tenor', adminFee: 10_000 };

function policyOf(state: MockState, user: Employee): LoanPolicy {
  return state.domains.loan.policies.get(user.companyId) ?? DEFAULT_POLICY;
}

function loanDb(state: MockState, user: Employee): LoanState {
  requireModule(state, user, 'loan');
  return state.domains.loan;
}

function ownLoan(db: LoanState, user: Employee, id: number): LoanRecord {
  const loan = db.loans.get(id);
  if (!loan || loan.employeeId !== user.id) throw httpError(404, 'Pinjaman tidak ditemukan');
  return loan;
}

function wire(loan: LoanRecord): LoanRequestWire {
  const { spelling, installmentLength } = loan;
  return {
    id: loan.id,
    createdAt: loan.createdAt,
    status: loan.status,
    amount: loan.amount,
    interestType: loan.interestType,
    totalInterestFee: loan.totalInterestFee,
    adminFee: loan.adminFee,
    principal: loan.principal,
    installments: loan.installments.map((i) => ({ ...i })),
    attachment: loan.attachment,
    ...(spelling === 'installment_length'
      ? { installment_length: installmentLength }
      : { installmentLength }),
  };
}

function makeLoan(
  id: number,
  user: Employee,
  policy: LoanPolicy,
  amount: number,
  installmentLength: number,
  createdAt: Date,
  extra: Partial<LoanRecord> = {},
): LoanRecord {
  const terms = loanTerms(amount, installmentLength, policy, toJakartaDate(createdAt));
  const created = toJakartaTimestamp(createdAt);
  return {
    id,
    employeeId: user.id,
    createdAt: created,
    status: 'pending',
    amount,
    interestType: terms.interestType,
    totalInterestFee: terms.totalInterestFee,
    adminFee: terms.adminFee,
    principal: terms.principal,
    installmentLength,
    installments: terms.installments.map((i) => ({ ...i, isPaid: false, createdAt: created })),
    attachment: null,
    bankCode: user.bankCode ?? DEFAULT_BANK_CODE,
    bankAccountNumber: user.bankAccountNumber ?? '',
    spelling: 'installmentLength',
    ...extra,
  };
}

/** Seeded history statuses of the employee persona (12 loans: two pages of 10). */
const SEEDED = [
  'pending',
  'pending',
  'approved',
  'disbursed',
  'disbursed',
  'paid',
  'rejected',
  'canceled',
  'paid',
  'paid',
  'canceled',
  'paid',
];

export const loanDomain = defineDomain({
  name: 'loan',
  seed({ faker, state, personas, now, nextId: next }) {
    const db: LoanState = { loans: new Map(), policies: new Map() };
    state.domains.loan = db;
    db.policies.set(1, DEFAULT_POLICY);
    db.policies.set(2, { interestType: 'flat', adminFee: 5_000 });
    const seedFor = (user: Employee, statuses: readonly string[]) => {
      const policy = db.policies.get(user.companyId) ?? DEFAULT_POLICY;
      statuses.forEach((status, index) => {
        const createdAt = new Date(
          now.getTime() - (index * 35 + faker.number.int({ min: 1, max: 20 })) * 86_400_000,
        );
        const length = faker.number.int({ min: 1, max: 12 });
        const loan = makeLoan(
          next('loan'),
          user,
          policy,
          faker.number.int({ min: 5, max: 100 }) * 100_000,
          length,
          createdAt,
          {
            status,
            spelling: index % 3 === 2 ? 'installment_length' : 'installmentLength',
          },
        );
        const nowDate = toJakartaDate(now);
        for (const inst of loan.installments) {
          inst.isPaid = status === 'paid' || (status === 'disbursed' && inst.dueDate < nowDate);
        }
        if (status !== 'pending' && status !== 'rejected' && status !== 'canceled') {
          loan.attachment = `/files/seed-loan-form-${loan.id}.pdf`;
        }
        db.loans.set(loan.id, loan);
      });
    };
    seedFor(personas.employee, SEEDED);
    seedFor(personas.supervisor, ['disbursed']);
    seedFor(personas.wallet, ['pending', 'paid']);
  },
  register(app) {
    const e = loanEndpoints;

    route(app, e.draft, ({ state, user, input, now }) => {
      loanDb(state, user);
      const { amount, installmentLength, loanType } = input.query;
      const terms = loanTerms(amount, installmentLength, policyOf(state, user), toJakartaDate(now));
      const createdAt = toJakartaTimestamp(now);
      return {
        loanType,
        amount: terms.amount,
        interestType: terms.interestType,
        totalInterestFee: terms.totalInterestFee,
        adminFee: terms.adminFee,
        principal: terms.principal,
        installments: terms.installments.map((i) => ({ ...i, isPaid: false, createdAt })),
        installmentLength,
      };
    });

    route(app, e.create, ({ state, user, input, now }) => {
      const db = loanDb(state, user);
      const { amount, installmentLength, bankCode, bankAccountNumber } = input.body;
      const loan = makeLoan(
        nextId(state, 'loan'),
        user,
        policyOf(state, user),
        amount,
        installmentLength,
        now,
        {
          bankCode,
          bankAccountNumber,
        },
      );
      db.loans.set(loan.id, loan);
      return reply(wire(loan), 'Berhasil mengajukan pinjaman');
    });

    route(app, e.history, ({ state, user, input }) => {
      const db = loanDb(state, user);
      const mine = [...db.loans.values()].filter((l) => l.employeeId === user.id);
      const page = paginate(
        newestFirst(mine, (l) => l.createdAt),
        input.query,
      );
      return { loanRequests: page.items.map(wire), pagination: page.pagination };
    });

    route(app, e.view, ({ state, user, input }) => wire(ownLoan(loanDb(state, user), user, input.params.id)));

    route(app, e.updateAttachment, (args) => {
      const { state, user, input } = args;
      const loan = ownLoan(loanDb(state, user), user, input.params.id);
      if (loan.status === 'canceled' || loan.status === 'rejected') {
        throw httpError(409, 'Pinjaman sudah tidak aktif');
      }
      loan.attachment = requireOwnEvidence(args, input.body.attachment, { field: 'attachment' });
      return reply(wire(loan), 'Berhasil mengirim file');
    });

    route(app, e.cancel, ({ state, user, input }) => {
      const loan = ownLoan(loanDb(state, user), user, input.params.id);
      if (loan.status !== 'pending') throw httpError(409, 'Pinjaman hanya bisa dibatalkan saat pending');
      loan.status = 'canceled';
      return reply(wire(loan), 'Berhasil membatalkan pinjaman');
    });
  },
});
