import { Card, DescriptionList, FormError } from '@bazaar/ui';
import { useQuery } from '@tanstack/react-query';
import { useAdminClient } from '../admin-client';
import { backOfficeQueries } from '../admin-queries';

/**
 * The public key webhook receivers verify signatures with (`AppStrategy({ publicKey })` in the SDKs), with its key id
 * and the app and instance ids the bodies carry.
 *
 * @returns the card
 */
export function SigningKeyCard() {
  const client = useAdminClient();
  const key = useQuery(backOfficeQueries.queryOptions.getWebhookPublicKey(client));
  return (
    <Card as="section" title="Signing key">
      <FormError error={key.error} title="Could not load the signing key" />
      {key.data ? (
        <DescriptionList
          layout="stacked"
          items={[
            { term: 'Key id', description: key.data.kid },
            { term: 'Algorithm', description: key.data.algorithm },
            { term: 'App id', description: key.data.appId },
            { term: 'Instance id', description: key.data.instanceId },
            { term: 'Public key', description: <pre className="admin-pem">{key.data.publicKey}</pre> },
          ]}
        />
      ) : null}
    </Card>
  );
}
