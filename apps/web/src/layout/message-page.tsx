import type { ReactNode } from 'react';

/**
 * A page that is only a message — not found, nothing here — laid out like the kit's `EmptyState` but with the
 * page's `<h1>`.
 *
 * @param props - icon, title, description and the way on
 * @returns the page body
 */
export function MessagePage({
  icon,
  title,
  description,
  action,
}: {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="bz-empty">
      {icon ? <div className="bz-empty__icon">{icon}</div> : null}
      <h1 className="bz-empty__title app-title">{title}</h1>
      {description ? <p className="bz-muted">{description}</p> : null}
      {action ? <div className="bz-cluster">{action}</div> : null}
    </div>
  );
}
