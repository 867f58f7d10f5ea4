/** @jsxRuntime automatic */
// (The pragma: the root tsconfig does not include preview/, so tsx would otherwise compile classic JSX.)
// Preview sections: messages, status, progress and loading placeholders.
import {
  Alert,
  Badge,
  Card,
  Cluster,
  EmptyState,
  Grid,
  LinkButton,
  ProgressBar,
  Skeleton,
  Spinner,
  Stack,
  StatusBadge,
  Toast,
} from '../src/index';

const noop = () => {};

/** Alerts in every tone and static toasts. */
export function AlertsSection() {
  return (
    <Card as="section" title="Alerts and toasts">
      <Grid minItemWidth="18rem">
        <Stack gap={3}>
          <Alert title="Heads up">Prices shown include VAT.</Alert>
          <Alert tone="success" title="Order refunded">
            The customer was emailed a receipt.
          </Alert>
          <Alert tone="warning" title="Low stock" onDismiss={noop}>
            Only 2 left of this variant.
          </Alert>
          <Alert tone="error" title="Payment declined">
            The card was declined by the issuer.
          </Alert>
        </Stack>
        <ol
          className="bz-stack"
          style={{ listStyle: 'none', margin: 0, padding: 0, ['--bz-gap' as string]: '0.5rem' }}
        >
          <Toast tone="success" title="Added to cart" description="Linen shirt × 1" onDismiss={noop} />
          <Toast title="Member approved" action={{ label: 'Undo', onClick: noop }} onDismiss={noop} />
          <Toast
            tone="error"
            title="Could not save"
            description="Network error — try again."
            onDismiss={noop}
          />
        </ol>
      </Grid>
    </Card>
  );
}

/** Badges, status badges, spinners, progress bars and skeletons. */
export function StatusSection() {
  return (
    <Card as="section" title="Status and progress">
      <Stack gap={5}>
        <Cluster gap={2}>
          <Badge>Draft</Badge>
          <Badge tone="accent">New</Badge>
          <StatusBadge status="PAID" dot />
          <StatusBadge status="PENDING" dot />
          <StatusBadge status="PARTIALLY_REFUNDED" dot />
          <StatusBadge status="DECLINED" dot />
          <StatusBadge status="BLOCKED" />
        </Cluster>
        <Cluster gap={5}>
          <Spinner size="sm" />
          <Spinner />
          <Spinner size="lg" label="Loading orders" />
        </Cluster>
        <Grid minItemWidth="16rem">
          <ProgressBar label="Updating prices" value={12} max={40} valueText="12 of 40 products" />
          <ProgressBar label="Approving members" value={100} tone="success" />
          <ProgressBar label="Preparing export" />
        </Grid>
        <Cluster align="start" gap={4} nowrap>
          <Skeleton shape="circle" height={48} />
          <div style={{ flex: 1 }}>
            <Skeleton lines={3} />
          </div>
          <Skeleton shape="rect" width={120} height={72} />
        </Cluster>
      </Stack>
    </Card>
  );
}

/** The empty state. */
export function EmptySection() {
  return (
    <Card as="section" title="Empty state">
      <EmptyState
        title="Your cart is empty"
        headingLevel={3}
        description="Find something you like in the shop."
        action={<LinkButton href="#shop">Continue shopping</LinkButton>}
      />
    </Card>
  );
}
