/**
 * SPEC §2: the header reads 'Production Tracking' with a back arrow. On the list it goes to /dashboard/0;
 * elsewhere one step back (to the list when the page was opened directly, with nothing to go back to).
 */
import { productionLabels } from '@upah/core/catalogue/labels-production';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useCopy } from '../../lib/use-copy';
import { AreaHeader } from '../../ui/area-header';

export function ProductionHeader({ onList }: { onList: boolean }) {
  const navigate = useNavigate();
  const { label } = useCopy();
  const back = () => {
    if (onList) navigate(paths.home);
    else if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) navigate(-1);
    else navigate(paths.productionTracking);
  };
  return (
    <AreaHeader
      className="prod-header"
      title={label(productionLabels.title)}
      backLabel={label(productionLabels.back)}
      onBack={back}
    />
  );
}
