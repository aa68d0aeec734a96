/** The header of a supervisor screen: its title and the way back to scan mode. */
import { consoleLabels } from '@upah/core/catalogue/labels-console';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { useCopy } from '../lib/use-copy';

export function ScreenHeader({ title, children }: { title: string; children?: ReactNode }) {
  const { label } = useCopy();
  return (
    <header className="screen-header">
      <Link className="btn btn--secondary" to={paths.scan}>
        ← {label(consoleLabels.backToScan)}
      </Link>
      <h1 className="screen-header__title">{title}</h1>
      {children}
    </header>
  );
}
