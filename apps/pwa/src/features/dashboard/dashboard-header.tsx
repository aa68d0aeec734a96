/**
 * Tab header (SPEC §2: "Headers show a title and a reload icon. The reload refreshes the current tab").
 * The reload is an icon button with an accessible label; it spins and is disabled while reloading.
 */
import { dashboardLabels } from '@upah/core/catalogue/labels-dashboard';
import { ReloadIcon } from './dashboard-icons';
import { useLabel } from './use-label';

export interface DashboardHeaderProps {
  readonly title: string;
  readonly reloading: boolean;
  readonly onReload: () => void;
}

export function DashboardHeader({ title, reloading, onReload }: DashboardHeaderProps) {
  const label = useLabel();
  return (
    <header className="dash-header">
      <h1 className="dash-header__title">{title}</h1>
      <button
        type="button"
        className={reloading ? 'dash-header__reload dash-header__reload--busy' : 'dash-header__reload'}
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
