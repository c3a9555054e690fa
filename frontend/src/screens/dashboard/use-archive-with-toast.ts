import { useCallback } from 'react';
import { useArchiveToken, useUnarchiveToken } from '../../api/token-archive';
import { useToast } from '../../ui/toast';

/** Archives a token (it leaves the list with the refresh) and says so in a toast whose Undo brings it back. */
export function useArchiveWithToast() {
  const toast = useToast();
  const { mutate, isPending, variables } = useArchiveToken();
  const { mutate: unarchive } = useUnarchiveToken();
  const undo = useCallback(
    (address: string, name: string) =>
      unarchive(address, {
        onSuccess: () => toast({ title: 'Token restored', description: name, variant: 'success' }),
        onError: (error) => toast({ title: 'Failed to restore token', description: error.message, variant: 'error' }),
      }),
    [unarchive, toast],
  );
  const onArchive = useCallback(
    (address: string, name: string) =>
      mutate(address, {
        onSuccess: () =>
          toast({
            title: 'Token archived',
            description: name,
            variant: 'success',
            action: { label: 'Undo', onClick: () => undo(address, name) },
          }),
        onError: (error) => toast({ title: 'Failed to archive token', description: error.message, variant: 'error' }),
      }),
    [mutate, toast, undo],
  );
  return { onArchive, archivingAddress: isPending ? variables : undefined };
}
