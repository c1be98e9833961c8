import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedWebhookIntegration,
  CreateSlackIntegrationInput,
  CreateWebhookIntegrationInput,
  IntegrationTestResult,
  SlackIntegration,
  UpdateSlackIntegrationInput,
  UpdateWebhookIntegrationInput,
  WebhookIntegration,
} from '../../../../shared/contracts/notification-settings';
import { apiRequest } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/**
 * Slack and generic webhook integrations of the workspace: /api/integrations/{slack|webhooks}, each with list,
 * create, update, delete and a test message. The two kinds share their calls; their bodies differ.
 */
export type IntegrationKind = 'slack' | 'webhooks';

const path = (kind: IntegrationKind, id?: string) =>
  `/api/integrations/${kind}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;
const keyOf = (kind: IntegrationKind) => (kind === 'slack' ? settingsKeys.slack : settingsKeys.webhooks);

interface KindTypes {
  slack: {
    row: SlackIntegration;
    created: SlackIntegration;
    create: CreateSlackIntegrationInput;
    update: UpdateSlackIntegrationInput;
  };
  webhooks: {
    row: WebhookIntegration;
    created: CreatedWebhookIntegration;
    create: CreateWebhookIntegrationInput;
    update: UpdateWebhookIntegrationInput;
  };
}

export function integrationsQueryOptions<K extends IntegrationKind>(kind: K) {
  return queryOptions({
    queryKey: keyOf(kind),
    queryFn: ({ signal }) => apiRequest<KindTypes[K]['row'][]>('GET', path(kind), undefined, { signal, retries: 0 }),
  });
}

export function useIntegrations<K extends IntegrationKind>(kind: K) {
  return useQuery(integrationsQueryOptions(kind));
}

function useIntegrationMutation<I, O>(kind: IntegrationKind, name: string, mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['integrations', kind, name],
    mutationFn,
    // a test stamps lastTestAt; every change shows in the list
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf(kind) }),
  });
}

export function useCreateIntegration<K extends IntegrationKind>(kind: K) {
  return useIntegrationMutation(kind, 'create', (input: KindTypes[K]['create']) =>
    apiRequest<KindTypes[K]['created']>('POST', path(kind), input, { retries: 0 }),
  );
}

export function useUpdateIntegration<K extends IntegrationKind>(kind: K) {
  return useIntegrationMutation(kind, 'update', ({ id, ...input }: KindTypes[K]['update'] & { id: string }) =>
    apiRequest<KindTypes[K]['row']>('PATCH', path(kind, id), input, { retries: 0 }),
  );
}

export function useDeleteIntegration(kind: IntegrationKind) {
  return useIntegrationMutation(kind, 'delete', (id: string) =>
    apiRequest<void>('DELETE', path(kind, id), undefined, { retries: 0 }),
  );
}

/** Sends a test message now, once; the answer says whether the receiver took it. */
export function useTestIntegration(kind: IntegrationKind) {
  const queryClient = useQueryClient();
  return useIntegrationMutation(kind, 'test', async (id: string) => {
    const result = await apiRequest<IntegrationTestResult>('POST', `${path(kind, id)}/test`, undefined, { retries: 0 });
    // the test is written to the delivery log too
    await queryClient.invalidateQueries({ queryKey: settingsKeys.deliveriesAll });
    return result;
  });
}
