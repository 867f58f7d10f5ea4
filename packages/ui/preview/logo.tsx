/** @jsxRuntime automatic */
// (The pragma: the root tsconfig does not include preview/, so tsx would otherwise compile classic JSX.)

/** The preview's brand mark: a shopping bag drawn inline (no emoji font is needed). */
export function Logo() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
        <rect x="3" y="7" width="18" height="14" rx="3" fill="var(--bz-primary)" />
        <path d="M8 9V6a4 4 0 0 1 8 0v3" fill="none" stroke="var(--bz-primary)" strokeWidth="2" />
      </svg>
      Bazaar
    </span>
  );
}
