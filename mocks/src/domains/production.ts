/**
 * Production tracking endpoints (SPEC §3, §4, §6, §7 Production tracking). The status machine
 * lives in production/machine.ts, the answers in production/views.ts, the seed in production/seed.ts.
 * Every call needs the company's production_tracking_enabled flag (403 otherwise) and a role in the project.
 */
import { productionEndpoints } from '@upah/core/contract/production';
import { httpError } from '../http-error';
import { reply, route } from '../route';
import { requireModule } from '../state/queries';
import type { Employee, MockState } from '../state/types';
import { unwrap } from './outcome';
import { type Actor, historyOf, tracked, trackGenerated } from './production/history';
import {
  approveEntry,
  createEntry,
  deleteEntry,
  generateProduction,
  projectsOf,
  rejectEntry,
  roleOf,
  submitToChecker,
  submitToHr,
  submitToManager,
  updateEntry,
} from './production/machine';
import type { ProductionProject, ProductionRole, ProductionState } from './production/model';
import { seedProduction } from './production/seed';
import { detailView, entryView, groupsSummary } from './production/views';
import { defineDomain } from './types';

declare module '../state/types' {
  interface DomainStates {
    production: ProductionState;
  }
}

function production(state: MockState, user: Employee): ProductionState {
  requireModule(state, user, 'production');
  return state.domains.production;
}

function memberProject(
  db: ProductionState,
  user: Employee,
  projectId: number,
): { project: ProductionProject; role: ProductionRole } {
  const project = db.projects.find((p) => p.id === projectId && p.companyId === user.companyId);
  if (!project) throw httpError(404, 'Project tidak ditemukan');
  const role = roleOf(project, user.id);
  // a project the caller is not part of answers as an unknown one
  if (!role) throw httpError(404, 'Project tidak ditemukan');
  return { project, role };
}

const actorOf = (user: Employee, now: Date): Actor => ({ id: user.id, name: user.name, now });

function logOfEntry(db: ProductionState, entryId: number) {
  const log = db.logs.find((l) => l.entries.some((e) => e.id === entryId));
  const project = db.projects.find((p) => p.id === log?.projectId);
  if (!log || !project) throw httpError(404, 'Data input tidak ditemukan');
  return { log, project };
}

export const productionDomain = defineDomain({
  name: 'production',
  seed({ faker, today, now, state, personas }) {
    const person = (e: Employee) => ({ id: e.id, name: e.name });
    state.domains.production = seedProduction({
      faker,
      today,
      now,
      companyId: personas.operator.companyId,
      people: {
        operator: person(personas.operator),
        worker: person(personas.worker),
        checker: person(personas.checker),
        manager: person(personas.manager),
      },
    });
  },
  register(app) {
    const e = productionEndpoints;

    route(app, e.projectsMy, ({ state, user }) => {
      const db = production(state, user);
      return {
        projects: projectsOf(db, user.id)
          .filter((p) => p.companyId === user.companyId)
          .map((p) => ({ id: p.id, name: p.name, role: roleOf(p, user.id) ?? 'worker' })),
      };
    });

    route(app, e.groups, ({ state, user, input }) => {
      const db = production(state, user);
      const { project } = memberProject(db, user, input.params.projectId);
      const logs = db.logs.filter(
        (l) => l.projectId === project.id && l.productionDate === input.params.date,
      );
      return groupsSummary(project, logs, input.query.status);
    });

    route(app, e.generate, ({ state, user, input, now }) => {
      const db = production(state, user);
      memberProject(db, user, input.body.projectId);
      const created = unwrap(
        generateProduction(db, user.id, input.body.projectId, input.body.productionDate),
      );
      trackGenerated(db, actorOf(user, now), created);
      return reply({ created: created.length }, 'Production berhasil dibuat');
    });

    route(app, e.detail, ({ state, user, input }) => {
      const db = production(state, user);
      const { project, role } = memberProject(db, user, input.params.projectId);
      const log = db.logs.find(
        (l) =>
          l.projectId === project.id &&
          l.productionDate === input.params.date &&
          l.itemId === input.params.itemId &&
          l.groupName === input.params.groupName,
      );
      if (!log) throw httpError(404, 'Production log tidak ditemukan');
      return detailView(project, log, role);
    });

    route(app, e.inputCreate, ({ state, user, input, now }) => {
      const db = production(state, user);
      const entry = tracked(db, actorOf(user, now), 'create', { logId: input.body.productionLogId }, () =>
        unwrap(createEntry(db, user.id, input.body.productionLogId, input.body)),
      );
      const { log, project } = logOfEntry(db, entry.id);
      return reply(entryView(project, log, entry), 'Production Log berhasil dibuat');
    });

    route(app, e.inputUpdate, ({ state, user, input, now }) => {
      const db = production(state, user);
      const { log: owner } = logOfEntry(db, input.params.id);
      if (owner.id !== input.body.productionLogId)
        throw httpError(400, 'productionLogId: tidak sesuai dengan data input');
      const entry = tracked(db, actorOf(user, now), 'update', { entryId: input.params.id }, () =>
        unwrap(updateEntry(db, user.id, input.params.id, input.body)),
      );
      const { log, project } = logOfEntry(db, entry.id);
      return reply(entryView(project, log, entry), 'Production Log berhasil di update');
    });

    route(app, e.inputApprove, ({ state, user, input, now }) => {
      const db = production(state, user);
      const entry = tracked(db, actorOf(user, now), 'approve', { entryId: input.params.id }, () =>
        unwrap(approveEntry(db, user.id, input.params.id)),
      );
      const { log, project } = logOfEntry(db, entry.id);
      return reply(entryView(project, log, entry), 'Berhasil di approve');
    });

    route(app, e.inputReject, ({ state, user, input, now }) => {
      const db = production(state, user);
      const entry = tracked(db, actorOf(user, now), 'revise', { entryId: input.params.id }, () =>
        unwrap(rejectEntry(db, user.id, input.params.id, input.body.rejectReason)),
      );
      const { log, project } = logOfEntry(db, entry.id);
      return reply(entryView(project, log, entry), 'Data berhasil di reject');
    });

    route(app, e.inputDelete, ({ state, user, input, now }) => {
      const db = production(state, user);
      tracked(db, actorOf(user, now), 'delete', { entryId: input.params.id }, () =>
        unwrap(deleteEntry(db, user.id, input.params.id)),
      );
      return reply(null, 'Berhasil hapus data input');
    });

    route(app, e.submitToChecker, ({ state, user, input, now }) => {
      const db = production(state, user);
      const log = tracked(db, actorOf(user, now), 'submit', { logId: input.params.id }, () =>
        unwrap(submitToChecker(db, user.id, input.params.id)),
      );
      return reply({ id: log.id, status: log.status }, 'Data berhasil di kirim');
    });

    route(app, e.submitToManager, ({ state, user, input, now }) => {
      const db = production(state, user);
      const log = tracked(db, actorOf(user, now), 'submit', { logId: input.params.id }, () =>
        unwrap(submitToManager(db, user.id, input.params.id)),
      );
      return reply({ id: log.id, status: log.status }, 'Data berhasil di kirim');
    });

    route(app, e.submitToHr, ({ state, user, input, now }) => {
      const db = production(state, user);
      const log = tracked(db, actorOf(user, now), 'submit', { logId: input.params.id }, () =>
        unwrap(submitToHr(db, user.id, input.params.id)),
      );
      return reply({ id: log.id, status: log.status }, 'Data berhasil di submit');
    });

    route(app, e.history, ({ state, user, input }) => {
      const db = production(state, user);
      const log = db.logs.find((l) => l.id === input.params.id);
      if (!log) throw httpError(404, 'Production log tidak ditemukan');
      memberProject(db, user, log.projectId);
      return { items: historyOf(db, log.id) };
    });
  },
});
