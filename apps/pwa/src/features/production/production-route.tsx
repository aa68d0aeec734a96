/**
 * /production-tracking/* (SPEC §2 "Production tracking"): the list at /production-tracking/, the form at
 * /production-tracking/form; any other path redirects to the list. The area data (profile and company) loads
 * through core's `ensureAreaData`; a 403 shows the area gate's forbidden dialog (SPEC §8).
 */

import { productionLabels } from '@upah/core/catalogue/labels-production';
import { jakartaDate } from '@upah/core/format';
import { ensureAreaData } from '@upah/core/stores/area-data';
import {
  clearProductionForbidden,
  dropProductionPreload,
  persistProductionFilter,
  preloadProductionList,
  productionListStore,
} from '@upah/core/stores/production';
import { productionFormStore, resetProductionForm } from '@upah/core/stores/production-form';
import { ForbiddenDialog } from '@upah/ui/area-gate';
import { lazyScreen } from '@upah/ui/lazy-screen';
import { Spinner } from '@upah/ui/spinner';
import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { useCopy } from '../../lib/use-copy';
import { Page } from '../../ui/page';
import { ListScreen } from './list-screen';
import { ProductionHeader } from './production-header';
import './production.css';

/** The form is its own chunk: the list (the page load) stays small; the form loads on a card's button. */
const FormScreen = lazyScreen(() => import('./form-screen'));

/** Is `pathname` the list (/production-tracking, with or without the trailing slash)? */
function isList(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === paths.productionTracking.replace(/\/+$/, '');
}

/**
 * What the address opens, started before the first render (the router's preloadRoute, see lazy-screen): on the
 * list, its first load (not awaited: the screen renders with it in flight, instead of starting it in the list's
 * mount effect after the whole area has rendered); on the form, the form's chunk.
 */
export function preload(pathname: string): Promise<unknown> | undefined {
  if (isList(pathname)) {
    preloadProductionList(api, jakartaDate(new Date()));
    return undefined;
  }
  return pathname.replace(/\/+$/, '') === `${paths.productionTracking}form` ? FormScreen.load() : undefined;
}

export default function ProductionRoute() {
  const { pathname } = useLocation();
  const { label, message } = useCopy();
  const navigate = useNavigate();
  const onList = isList(pathname);
  const listForbidden = useSnapshot(productionListStore).forbidden;
  const formForbidden = useSnapshot(productionFormStore).forbidden;
  useEffect(() => {
    // the profile names the user whose drafts the form keeps
    ensureAreaData(api);
    const stop = persistProductionFilter();
    return () => {
      stop();
      dropProductionPreload();
      clearProductionForbidden();
      resetProductionForm();
    };
  }, []);
  return (
    <Page header={<ProductionHeader onList={onList} />} className="prod-page">
      <Routes>
        <Route index element={<ListScreen />} />
        <Route
          path="form"
          element={
            <Suspense fallback={<Spinner label={label(productionLabels.loading)} />}>
              <FormScreen />
            </Suspense>
          }
        />
        <Route path="*" element={<Navigate to={paths.productionTracking} replace />} />
      </Routes>
      <ForbiddenDialog
        open={listForbidden || formForbidden}
        title={label(productionLabels.title)}
        message={message('forbidden')}
        leaveLabel={label(productionLabels.close)}
        onLeave={() => navigate(paths.home, { replace: true })}
      />
    </Page>
  );
}
