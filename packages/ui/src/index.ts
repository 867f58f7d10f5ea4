// @bazaar/ui — the component kit shared by the web app and the platform's hosted pages.
// Import the stylesheet once: `import '@bazaar/ui/styles.css'` (or inline it in server-rendered pages).

export { Alert, type AlertProps } from './alert';
export { AppShell, type AppShellProps } from './app-shell';
export { AuthCard, type AuthCardProps } from './auth-card';
export { Badge, type BadgeProps } from './badge';
export { Button, type ButtonProps } from './button';
export {
  type ButtonSize,
  type ButtonStyleOptions,
  type ButtonVariant,
  buttonClassName,
} from './button-class-name';
export { Card, type CardProps } from './card';
export { Checkbox, type CheckboxProps } from './checkbox';
export { Cluster, type ClusterProps } from './cluster';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { type ClassValue, cx, type Space } from './cx';
export { DataTable, type DataTableProps } from './data-table/data-table';
export type {
  DataTableColumn,
  SelectionState,
  SortDirection,
  SortState,
} from './data-table/data-table-types';
export { nextSort, selectionState, toggleAll, toggleRow } from './data-table/table-state';
export { type DescriptionItem, DescriptionList, type DescriptionListProps } from './description-list';
export { Dialog, type DialogProps } from './dialog';
export { Drawer, type DrawerProps } from './drawer';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { Field, type FieldControlProps, type FieldProps } from './field';
export { Form, FormActions, type FormActionsProps, type FormProps } from './form';
export { FormError, type FormErrorProps, toErrorMessage } from './form-error';
export { type FormatDateTimeOptions, formatDateTime, toIsoString } from './format-date-time';
export { DEFAULT_LOCALE, formatMoney } from './format-money';
export { Grid, type GridProps } from './grid';
export { LinkButton, type LinkButtonProps } from './link-button';
export { PageHeader, type PageHeaderProps } from './page-header';
export { Pagination, type PaginationProps } from './pagination';
export { Price, type PriceProps } from './price';
export { ProductImage, type ProductImageProps } from './product-image';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { QuantityInput, type QuantityInputProps } from './quantity-input';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './radio-group';
export { Ribbon, type RibbonProps } from './ribbon';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export { Skeleton, type SkeletonProps } from './skeleton';
export { Spinner, type SpinnerProps } from './spinner';
export { type LayoutElement, Stack, type StackProps } from './stack';
export { formatStatus, StatusBadge, type StatusBadgeProps, statusTone } from './status-badge';
export { type TabItem, Tabs, type TabsProps } from './tabs';
export { TextAreaField, type TextAreaFieldProps, TextField, type TextFieldProps } from './text-field';
export { Timeline, type TimelineItem, type TimelineProps } from './timeline';
export { Toast, type ToastOptions, type ToastProps } from './toast';
export { type ToastApi, ToastProvider, type ToastProviderProps, useToast } from './toast-provider';
export { type MessageTone, type Tone, toneClass } from './tone';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden';
