import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cx } from './cx';

/** One tab of {@link Tabs}. */
export interface TabItem {
  /** Identifies the tab (the value of `value`/`onValueChange`). */
  id: string;
  /** The tab's text. */
  label: ReactNode;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
  /** Shows the tab but prevents selecting it. */
  disabled?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** The name of the tab list, e.g. "Order sections". */
  label: string;
  /** The selected tab's id (controlled); use with `onValueChange`. */
  value?: string;
  /** The initially selected tab's id (uncontrolled). Default the first enabled tab. */
  defaultValue?: string;
  /** Called with the newly selected tab's id. */
  onValueChange?: (id: string) => void;
  /** Extra classes on the wrapper. */
  className?: string;
}

/**
 * Tabs following the WAI-ARIA tabs pattern: one tab stop for the list (roving `tabIndex`), arrow keys move
 * and select, Home/End jump to the ends, and each `tabpanel` is labelled by its tab. Panels that are not
 * selected are rendered `hidden`, so the server and the browser produce the same markup.
 *
 * @example
 * <Tabs label="Order sections" items={[
 *   { id: 'items', label: 'Items', content: <LineItems /> },
 *   { id: 'payments', label: 'Payments', content: <Payments /> },
 * ]} />
 */
export function Tabs({ items, label, value, defaultValue, onValueChange, className }: TabsProps) {
  const baseId = `bz${useId()}`;
  const enabled = items.filter((item) => !item.disabled);
  const [ownValue, setOwnValue] = useState(defaultValue ?? enabled[0]?.id);
  const selected = value ?? ownValue;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (value === undefined) setOwnValue(id);
    if (id !== selected) onValueChange?.(id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((item) => item.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % enabled.length,
      ArrowLeft: (index - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    };
    const next = enabled[moves[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  return (
    <div className={cx('bz-tabs', className)}>
      <div className="bz-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              className="bz-tabs__tab"
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          className="bz-tabs__panel"
          hidden={item.id !== selected}
          // A panel without focusable content must itself be reachable from the tab list (WAI-ARIA APG tabs).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
          tabIndex={0}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
