/**
 * /production-tracking/* (SPEC §2 "Production tracking"; issue 10): the list at /production-tracking/, the form
 * at /production-tracking/form; any other path redirects to the list. A 403 shows the forbidden dialog.
 */
import {
  clearProductionForbidden,
  persistProductionFilter,
  productionListStore,
} from '@upah/core/stores/production';
import { productionFormStore, resetProductionForm } from '@upah/core/stores/production-form';
import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../config/paths';
import { Page } from '../../ui/page';
import { ForbiddenDialog } from './forbidden-dialog';
import { FormScreen } from './form-screen';
import { ListScreen } from './list-screen';
import { ProductionHeader } from './production-header';
import './production.css';

export default function ProductionRoute() {
  const { pathname } = useLocation();
  const onList = pathname.replace(/\/+$/, '') === paths.productionTracking.replace(/\/+$/, '');
  const listForbidden = useSnapshot(productionListStore).forbidden;
  const formForbidden = useSnapshot(productionFormStore).forbidden;
  useEffect(() => {
    const stop = persistProductionFilter();
    return () => {
      stop();
      clearProductionForbidden();
      resetProductionForm();
    };
  }, []);
  return (
    <Page header={<ProductionHeader onList={onList} />} className="prod-page">
      <Routes>
        <Route index element={<ListScreen />} />
        <Route path="form" element={<FormScreen />} />
        <Route path="*" element={<Navigate to={paths.productionTracking} replace />} />
      </Routes>
      <ForbiddenDialog open={listForbidden || formForbidden} />
    </Page>
  );
}
