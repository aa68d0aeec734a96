/**
 * Production tracking list (SPEC §2 "Production tracking", §3 "State: projects, groups, loading, statusRequest,
 * filterData (project, date)", §4 generate and filter restore, §6 box filters). The screen renders a snapshot and
 * calls these actions; `stored` is the last searched filter, kept across visits (`persistProductionFilter`).
 */
import { proxy, ref } from 'valtio/vanilla';
import type { ApiClient } from '../api/client';
import { errorText, isApiError } from '../api/errors';
import type { MessageKey } from '../catalogue/messages';
import type {
  ProductionBoxFilter,
  ProductionGroupsResponse,
  ProductionProject,
} from '../contract/production';
import { restoreProductionFilter } from '../rules/production';
import { type ContentKey, contentKey } from './content-key';
import type { LoadStatus } from './load-state';
import { persist, restorePersisted } from './persist';
import { productionContract } from './production-contract';

type Client = Pick<ApiClient, 'call'>;

export interface ProductionFilterData {
  projectId: number | null;
  /** YYYY-MM-DD */
  date: string;
}

export interface ProductionListState {
  projects: ProductionProject[];
  projectsStatus: LoadStatus;
  /** The inputs (picker and date) as typed. */
  filter: ProductionFilterData;
  /** The filter of the groups shown, and the one restored next time (§4). */
  stored: ProductionFilterData | null;
  /** The count box the list is filtered by (§6), or null for all. */
  box: ProductionBoxFilter | null;
  groups: ProductionGroupsResponse | null;
  /** §3 statusRequest of the groups fetch. */
  statusRequest: LoadStatus;
  error: string | null;
  /** §3 loading: Mulai Produksi is running. */
  loading: boolean;
  /** A 403: production tracking is off for the company, or the user is not in the project (§8). */
  forbidden: boolean;
}

const initial = (): ProductionListState => ({
  projects: [],
  projectsStatus: 'idle',
  filter: { projectId: null, date: '' },
  stored: null,
  box: null,
  groups: null,
  statusRequest: 'idle',
  error: null,
  loading: false,
  forbidden: false,
});

export const productionListStore = proxy<ProductionListState>(initial());

/** Where the last searched filter is kept, and what of the store. */
const FILTER_KEY = 'upah:production-filter';
const FILTER_PICK = { pick: ['stored'] } as const;

/** Keeps `stored` in localStorage (not auth: SPEC §9 allows it). Returns the unsubscribe function. */
export function persistProductionFilter(): () => void {
  return persist(productionListStore, FILTER_KEY, FILTER_PICK);
}

export type ActionOutcome = { ok: true; message: MessageKey } | { ok: false; text: string };

function failed(error: unknown): string {
  if (isApiError(error) && error.kind === 'forbidden') productionListStore.forbidden = true;
  return errorText(error);
}

/**
 * The projects of the user; then the stored filter is restored (or the first project chosen) and searched. A date
 * typed or a project picked while the projects load is kept, not overwritten by the restore.
 */
export async function loadProductionProjects(client: Client, today: string): Promise<void> {
  const s = productionListStore;
  const atStart = { ...s.filter };
  s.projectsStatus = 'request';
  s.error = null;
  try {
    const { projects } = await client.call((await productionContract()).projectsMy);
    s.projects = ref(projects);
    s.projectsStatus = 'success';
  } catch (error) {
    s.projectsStatus = 'failure';
    s.error = failed(error);
    return;
  }
  const restored = restoreProductionFilter(s.projects, s.stored, today);
  const typed = s.filter;
  s.filter = {
    projectId:
      typed.projectId !== atStart.projectId && s.projects.some((p) => p.id === typed.projectId)
        ? typed.projectId
        : restored.projectId,
    date: typed.date !== atStart.date && typed.date !== '' ? typed.date : restored.date,
  };
  await searchProductions(client, s.box);
}

/** The list's first load, started before its screen renders (`preloadProductionList`), waiting for that screen. */
let preloaded: Promise<void> | null = null;

/**
 * Starts the list's first load as soon as the area's code has arrived, before React renders the screen: the first
 * screen's groups go out one render and commit earlier (on a cold load, the projects answer is already here).
 * The list screen takes it when it mounts (`openProductionList`); leaving the area drops it.
 */
export function preloadProductionList(client: Client, today: string): void {
  // the filter to restore (§4): the area's persistence starts only when it mounts
  restorePersisted(productionListStore, FILTER_KEY, FILTER_PICK);
  preloaded = loadProductionProjects(client, today);
}

/** The list screen's load on mount: the preloaded one, taken once, else a new load (a later visit, back from the form). */
export function openProductionList(client: Client, today: string): Promise<void> {
  const started = preloaded;
  preloaded = null;
  return started ?? loadProductionProjects(client, today);
}

/** Leaving the area: a preload the list never took is not taken by the next visit. */
export function dropProductionPreload(): void {
  preloaded = null;
}

export function setProductionProject(projectId: number | null): void {
  productionListStore.filter.projectId = projectId;
}

export function setProductionDate(date: string): void {
  productionListStore.filter.date = date;
}

let searchTicket = 0;

/** Cari (box null) or a count-box click (§6): loads the groups of the filter. Only the latest search writes. */
export async function searchProductions(
  client: Client,
  box: ProductionBoxFilter | null = null,
): Promise<void> {
  const s = productionListStore;
  searchTicket += 1;
  const ticket = searchTicket;
  const { projectId, date } = s.filter;
  s.box = box;
  s.stored = { projectId, date };
  if (projectId === null || date === '') {
    s.groups = null;
    s.statusRequest = 'idle';
    return;
  }
  s.statusRequest = 'request';
  s.error = null;
  try {
    const groups = await client.call((await productionContract()).groups, {
      params: { projectId, date },
      query: box ? { status: box } : {},
    });
    if (ticket !== searchTicket) return; // a newer search runs
    s.groups = ref(groups);
    s.statusRequest = 'success';
  } catch (error) {
    if (ticket !== searchTicket) return;
    s.statusRequest = 'failure';
    s.error = failed(error);
  }
}

/**
 * "Coba lagi" under a failed list (SPEC §8 fetch error): the projects again when they failed (then their search),
 * else the last search, with its count-box filter.
 */
export function retryProductionList(client: Client, today: string): Promise<void> {
  const s = productionListStore;
  return s.projectsStatus === 'failure'
    ? loadProductionProjects(client, today)
    : searchProductions(client, s.box);
}

/** The Mulai Produksi request under way, if any: a second tap joins it. */
let generating: Promise<ActionOutcome> | null = null;
/** Its Idempotency-Key, kept for a tap again on the same project and date until the server has it. */
let generateKey: ContentKey | null = null;

/**
 * §4 Mulai Produksi: loading on, request; success → 'Production berhasil dibuat' and the list reloads. A call
 * while one is under way (a double tap before the busy button renders) gets that call's outcome and sends nothing.
 */
export function generateProductions(client: Client): Promise<ActionOutcome> {
  if (generating) return generating;
  const s = productionListStore;
  const { projectId, date } = s.filter;
  if (projectId === null || date === '') return Promise.resolve({ ok: false, text: errorText(null) });
  s.loading = true;
  generating = (async (): Promise<ActionOutcome> => {
    try {
      generateKey = contentKey(generateKey, JSON.stringify([projectId, date]));
      await client.call(
        (await productionContract()).generate,
        { body: { projectId, productionDate: date } },
        { idempotencyKey: generateKey.key },
      );
      generateKey = null;
      s.loading = false;
      await searchProductions(client, null);
      return { ok: true, message: 'productionCreated' };
    } catch (error) {
      s.loading = false;
      return { ok: false, text: failed(error) };
    } finally {
      generating = null;
    }
  })();
  return generating;
}

/** The role of the user in the shown project (§6), or null. */
export function productionRoleOf(state: {
  readonly projects: readonly { readonly id: number; readonly role: ProductionProject['role'] }[];
  readonly stored: { readonly projectId: number | null } | null;
}) {
  return state.projects.find((p) => p.id === state.stored?.projectId)?.role ?? null;
}

export function resetProductionList(): void {
  generateKey = null;
  Object.assign(productionListStore, initial());
}

/** Leaving the area: the forbidden dialog is not shown again on the next visit until a call says so. */
export function clearProductionForbidden(): void {
  productionListStore.forbidden = false;
}
