/**
 * Tab header (SPEC §2: "Headers show a title and a reload icon. The reload refreshes the current tab").
 * The reload is an icon button with an accessible label; it spins and is disabled while reloading.
 */
import { dashboardLabels } from '@upah/core/catalogue/labels-dashboard';
import { useCopy } from '../../lib/use-copy';
import { ReloadIcon } from './dashboard-icons';

export interface DashboardHeaderProps {
  readonly title: string;
  readonly reloading: boolean;
  readonly onReload: () => void;
}

export function DashboardHeader({ title, reloading, onReload }: DashboardHeaderProps) {
  const { label } = useCopy();
  return (
    <header className="page__header area-header dash-header">
      <h1 className="page__title">{title}</h1>
      <button
        type="button"
        className={reloading ? 'area-header__button dash-header__reload--busy' : 'area-header__button'}
        aria-label={label(dashboardLabels.reload)}
        aria-busy={reloading}
        disabled={reloading}
        onClick={onReload}
      >
        <ReloadIcon size={22} />
      </button>
    </header>
  );
}
