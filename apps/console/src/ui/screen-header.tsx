/** The header of a supervisor screen: its title and, at the gate, the way back to scan mode (a desk has its menu). */
import { consoleLabels } from '@upah/core/catalogue/labels-console';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../config/paths';
import { consoleMode } from '../lib/console-mode';
import { useCopy } from '../lib/use-copy';

export function ScreenHeader({ title, children }: { title: string; children?: ReactNode }) {
  const { label } = useCopy();
  const { current: mode } = useSnapshot(consoleMode);
  return (
    <header className="screen-header">
      {mode === 'gate' ? (
        <Link className="btn btn--secondary" to={paths.scan}>
          ← {label(consoleLabels.backToScan)}
        </Link>
      ) : null}
      <h1 className="screen-header__title">{title}</h1>
      {children}
    </header>
  );
}
