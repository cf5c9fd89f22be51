import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyInput } from '@cq/shared/contract';
import { MOCK_CODES } from '@cq/shared/mock/rules';
import { api, apiQueryKey } from '@/lib/api/client';
import { refusalOf } from '@/lib/api/refusal';

export const needsMockSubscription = (error: unknown) => refusalOf(error)?.code === MOCK_CODES.subscriptionRequired;

export function useBookMockInspection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<'POST /api/mock-inspections'>) => api('POST /api/mock-inspections', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiQueryKey('GET /api/mock-inspections') }),
  });
}
