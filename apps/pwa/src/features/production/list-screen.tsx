/**
 * /production-tracking/ (SPEC §2 list, §4 generate and filter restore, §5, §6): project picker, date and Cari;
 * the results under them (count boxes, cards, empty state with Mulai Produksi) are ./list-results.
 */
import { productionLabels, productionRoleLabels } from '@upah/core/catalogue/labels-production';
import { jakartaDate } from '@upah/core/format';
import {
  openProductionList,
  productionListStore,
  searchProductions,
  setProductionDate,
  setProductionProject,
} from '@upah/core/stores/production';
import { Button } from '@upah/ui/button';
import { Field } from '@upah/ui/field';
import { Form } from '@upah/ui/form';
import { Select } from '@upah/ui/select';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../lib/api-client';
import { useCopy } from '../../lib/use-copy';
import type { HistoryTarget } from './history-dialog';
import { ListResults } from './list-results';

/**
 * The history dialog (§2 a log's history) opens on a card's tap, never at first render: its chunk (the modal dialog,
 * the history's statuses) loads with the first tap that asks for a history, not with the list (the route's budgets),
 * and stays mounted after it.
 */
const HistoryDialog = lazy(() =>
  import('./history-dialog').then((module) => ({ default: module.HistoryDialog })),
);

export function ListScreen() {
  const { label } = useCopy();
  const s = useSnapshot(productionListStore);
  const [history, setHistory] = useState<HistoryTarget | null>(null);
  const [historyAsked, setHistoryAsked] = useState(false);
  const showHistory = (target: HistoryTarget) => {
    setHistoryAsked(true);
    setHistory(target);
  };

  useEffect(() => {
    void openProductionList(api, jakartaDate(new Date()));
  }, []);

  const search = () => searchProductions(api, null);
  return (
    <div className="prod-list stack">
      <Form className="prod-filters" onSubmit={search}>
        <div className="prod-picker">
          <Select
            className="prod-picker__select"
            label={label(productionLabels.pickProject)}
            value={s.filter.projectId ?? ''}
            onChange={(e) => setProductionProject(e.target.value === '' ? null : Number(e.target.value))}
          >
            <option value="">{label(productionLabels.pickProject)}</option>
            {s.projects.map((p) => (
              <option key={p.id} value={p.id}>
                {label(productionLabels.projectOption, {
                  name: p.name,
                  role: label(productionRoleLabels[p.role]),
                })}
              </option>
            ))}
          </Select>
          {s.filter.projectId !== null ? (
            <button
              type="button"
              className="prod-picker__clear"
              aria-label={label(productionLabels.clearProject)}
              onClick={() => setProductionProject(null)}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        <Field
          type="date"
          label={label(productionLabels.pickDate)}
          value={s.filter.date}
          onChange={(e) => setProductionDate(e.target.value)}
        />
        <Button type="submit" block busy={s.statusRequest === 'request'}>
          {label(productionLabels.search)}
        </Button>
      </Form>

      <ListResults onHistory={showHistory} />
      {historyAsked ? (
        <Suspense fallback={null}>
          <HistoryDialog target={history} onClose={() => setHistory(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
