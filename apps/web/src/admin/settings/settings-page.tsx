import { FormError, PageHeader, Skeleton, Stack, useToast } from '@bazaar/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdminClient } from '../admin-client';
import { backOfficeQueries } from '../admin-queries';
import { BuyerEmailsForm } from './buyer-emails-form';

/**
 * The store's settings: which emails buyers get.
 *
 * @returns the page
 */
export function SettingsPage() {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const settings = useQuery(backOfficeQueries.queryOptions.getNotificationSettings(client));
  const save = useMutation({
    ...backOfficeQueries.mutationOptions.updateNotificationSettings(client),
    onSuccess: async () => {
      toast.show({ tone: 'success', title: 'Buyer emails saved' });
      await queryClient.invalidateQueries({ queryKey: backOfficeQueries.key() });
    },
  });
  return (
    <Stack gap={4}>
      <PageHeader headingLevel={1} title="Settings" description="How the store works for its buyers." />
      <FormError error={settings.error} title="Could not load the settings" />
      {settings.data ? (
        // Keyed by the saved values, so the form starts again from what was saved after each save.
        <BuyerEmailsForm
          key={JSON.stringify(settings.data)}
          saved={settings.data}
          saving={save.isPending}
          error={save.error}
          onSave={(changed) => save.mutate([changed])}
        />
      ) : settings.isPending ? (
        <Skeleton shape="rect" width="100%" height="16rem" />
      ) : null}
    </Stack>
  );
}
