/**
 * The production list's results under its filters (SPEC §2 list, §4 generate, §6 role boxes): the role's count
 * boxes, the cards, the empty state with Mulai Produksi. They show server answers, read through
 * useDeferredSnapshot: a list of cards arriving renders in a background render React slices, while the filter
 * form above follows every keystroke at once.
 */
import { productionLabels } from '@upah/core/catalogue/labels-production';
import { jakartaDate } from '@upah/core/format';
import { countBoxes } from '@upah/core/rules/production';
import {
  generateProductions,
  productionListStore,
  productionRoleOf,
  retryProductionList,
  searchProductions,
} from '@upah/core/stores/production';
import { Button } from '@upah/ui/button';
import { LoadFailure } from '@upah/ui/load-failure';
import { Spinner } from '@upah/ui/spinner';
import { memo } from 'react';
import { showAlert } from '../../lib/alerts';
import { api } from '../../lib/api-client';
import { useCopy } from '../../lib/use-copy';
import { useDeferredSnapshot } from '../../lib/use-deferred-snapshot';
import { CountBoxes } from './count-boxes';
import { EmptyIllustration } from './empty-illustration';
import type { HistoryTarget } from './history-dialog';
import { ProductionCard } from './production-card';

export const ListResults = memo(function ListResults({
  onHistory,
}: {
  onHistory: (target: HistoryTarget) => void;
}) {
  const { label, message, lang } = useCopy();
  const s = useDeferredSnapshot(productionListStore);
  const role = productionRoleOf(s);
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
    <>
      {s.projectsStatus === 'request' ? <Spinner label={label(productionLabels.loading)} /> : null}
      {s.error && !s.forbidden ? (
        <LoadFailure
          error={s.error}
          lang={lang}
          onRetry={() => void retryProductionList(api, jakartaDate(new Date()))}
        />
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
              onHistory={() => onHistory({ logId: card.id, item: card.itemName, group: card.group })}
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
    </>
  );
});
