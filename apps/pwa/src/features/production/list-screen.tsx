/**
 * /production-tracking/ (SPEC §2 list, §4 generate and filter restore, §5, §6): project picker, date, Cari, the
 * role's count boxes, the cards, and the empty state with Mulai Produksi.
 */
import { productionLabels, productionRoleLabels } from '@upah/core/catalogue/labels-production';
import { jakartaDate } from '@upah/core/format';
import { countBoxes } from '@upah/core/rules/production';
import {
  generateProductions,
  loadProductionProjects,
  productionListStore,
  productionRoleOf,
  searchProductions,
  setProductionDate,
  setProductionProject,
} from '@upah/core/stores/production';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../lib/api-client';
import { showAlert } from '../../lib/alerts';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Spinner } from '../../ui/spinner';
import { CountBoxes } from './count-boxes';
import { EmptyIllustration } from './empty-illustration';
import { type HistoryTarget, HistoryDialog } from './history-dialog';
import { ProductionCard } from './production-card';
import { useCopy } from './use-copy';

export function ListScreen() {
  const { label, message } = useCopy();
  const s = useSnapshot(productionListStore);
  const pickerId = useId();
  const [history, setHistory] = useState<HistoryTarget | null>(null);

  useEffect(() => {
    void loadProductionProjects(api, jakartaDate(new Date()));
  }, []);

  const role = productionRoleOf(s);
  const search = (event: FormEvent) => {
    event.preventDefault();
    void searchProductions(api, null);
  };
  const generate = async () => {
    const outcome = await generateProductions(api);
    showAlert(
      outcome.ok
        ? { kind: 'success', text: message(outcome.message) }
        : { kind: 'danger', text: outcome.text },
    );
  };
  const groups = s.groups;
  const shownDate = s.stored?.date ?? s.filter.date;

  return (
    <div className="prod-list stack">
      <form className="prod-filters" onSubmit={search}>
        <div className="field">
          <label className="field__label" htmlFor={pickerId}>
            {label(productionLabels.pickProject)}
          </label>
          <div className="prod-picker">
            <select
              id={pickerId}
              className="prod-select"
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
            </select>
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
      </form>

      {s.projectsStatus === 'request' ? <Spinner label={label(productionLabels.loading)} /> : null}
      {s.error && !s.forbidden ? (
        <p className="prod-error" role="alert">
          {s.error}
        </p>
      ) : null}

      {role && groups ? (
        <CountBoxes
          boxes={countBoxes(role, groups)}
          active={s.box}
          onPick={(box) => void searchProductions(api, s.box === box ? null : box)}
        />
      ) : null}

      {role && groups && groups.productions.length > 0 ? (
        <div className="prod-cards">
          {groups.productions.map((card) => (
            <ProductionCard
              key={card.id}
              card={card}
              role={role}
              date={shownDate}
              onHistory={() => setHistory({ logId: card.id, item: card.itemName, group: card.group })}
            />
          ))}
        </div>
      ) : null}

      {groups && groups.productions.length === 0 ? (
        <div className="prod-empty">
          <EmptyIllustration />
          <p className="prod-empty__text">{label(productionLabels.noData)}</p>
          {s.box === null ? (
            <Button onClick={() => void generate()} busy={s.loading}>
              {label(productionLabels.startProduction)}
            </Button>
          ) : null}
        </div>
      ) : null}
      {s.projectsStatus === 'success' && s.stored?.projectId == null ? (
        <p className="muted">{label(productionLabels.noProject)}</p>
      ) : null}
      <HistoryDialog target={history} onClose={() => setHistory(null)} />
    </div>
  );
}
