import type { SVGProps } from 'react';

/** Props of the app's icons: any SVG attribute. Icons are decorative: the control holding them is named. */
export type IconProps = SVGProps<SVGSVGElement>;

function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** A shopping bag (the cart). */
export const BagIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 7h12l1 13H5z" />
    <path d="M9 7a3 3 0 0 1 6 0" />
  </Icon>
);

/** A person (the account). */
export const UserIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);

/** A magnifier (search). */
export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </Icon>
);

/** Sliders (filters). */
export const FilterIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Icon>
);

/** A tick in a circle (done). */
export const DoneIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </Icon>
);

/** A trash can (remove). */
export const TrashIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
  </Icon>
);

/** An arrow to the right (go on). */
export const ArrowIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);

/** A box (orders). */
export const BoxIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m3 7 9-4 9 4-9 4z" />
    <path d="M3 7v10l9 4 9-4V7M12 11v10" />
  </Icon>
);

/** The shop's mark: a mountain in a rounded square. */
export const LogoMark = (props: IconProps) => (
  <svg viewBox="0 0 32 32" width="1.75em" height="1.75em" aria-hidden="true" focusable="false" {...props}>
    <rect width="32" height="32" rx="8" fill="var(--bz-primary)" />
    <path d="M7 23 13.5 11l4 7 2.5-3.5L25 23z" fill="var(--bz-on-solid)" />
  </svg>
);
