/**
 * The plug-in interface of a domain (mocks/README.md "How it is built"). A domain file exports one `DomainModule`; domains/index.ts
 * lists them. `seed` fills the domain's own collections (typed by declaration merging on DomainStates) and
 * `register` adds its routes with `route(app, endpoint, handler)`.
 */

import type { Faker } from '@faker-js/faker';
import type { Endpoint } from '@upah/core/contract/endpoint';
import type { Hono } from 'hono';
import type { MockClock } from '../clock';
import type { MockConfig } from '../config';
import type { FileUrlSigner } from '../file-urls';
import type { PersonaKey } from '../personas';
import type { Company, Employee, MockState, Office } from '../state/types';

export type MockEnv = { Variables: { startedAt: number } };
export type MockApp = Hono<MockEnv>;

export interface SeedContext {
  /** faker (id_ID locale) seeded from MOCK_SEED and the domain's name: a new domain never shifts another's data */
  faker: Faker;
  /** the db being seeded; base collections (companies, offices, employees, wage requests) are already filled */
  state: MockState;
  /** employee record of each demo persona */
  personas: Readonly<Record<PersonaKey, Employee>>;
  employees: readonly Employee[];
  companies: readonly Company[];
  offices: readonly Office[];
  /** the clock at seeding time */
  now: Date;
  /** today's date in Asia/Jakarta, `YYYY-MM-DD` */
  today: string;
  /** next id of a kind (state/queries.ts nextId) */
  nextId(kind: string, start?: number): number;
}

export interface AppContext {
  /** stable object; POST /__mock/reset refills it in place */
  state: MockState;
  now(): Date;
  config: MockConfig;
  /** Signs the evidence URLs of answers and checks them on GET /files/:name (file-urls.ts). */
  fileUrls: FileUrlSigner;
  /** POST /__mock/reset: back to the seed (every collection, every domain), laid relative to the clock's now */
  reset(): void;
  /** The mock's clock (clock.ts): POST /__mock/clock moves it, reset without an instant restores its default. */
  clock: MockClock;
  /** Tests: checks each answer of an endpoint (status and body); a returned text is a mock bug (answered 500). */
  checkAnswer?: AnswerCheck;
}

export type AnswerCheck = (endpoint: Endpoint, status: number, body: unknown) => string | undefined;

export interface DomainModule {
  /** short name, also the salt of the domain's faker seed */
  name: string;
  seed?(ctx: SeedContext): void;
  register(app: MockApp, ctx: AppContext): void;
}

export function defineDomain(module: DomainModule): DomainModule {
  return module;
}
