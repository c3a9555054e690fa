import { useCallback } from 'react';
import { useArchiveToken } from '../../api/token-archive';
import { useToast } from '../../ui/toast';

/** Archives a token (it leaves the list with the refresh) and says so in a toast. */
export function useArchiveWithToast() {
  const toast = useToast();
  const { mutate, isPending, variables } = useArchiveToken();
  const onArchive = useCallback(
    (address: string, name: string) =>
      mutate(address, {
        onSuccess: () => toast({ title: 'Token archived', description: name, variant: 'success' }),
        onError: (error) => toast({ title: 'Failed to archive token', description: error.message, variant: 'error' }),
      }),
    [mutate, toast],
  );
  return { onArchive, archivingAddress: isPending ? variables : undefined };
}
