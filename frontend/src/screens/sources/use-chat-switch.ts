import type { SourceChat } from '@solana-hub/contracts';
import { useState } from 'react';
import { useSwitchChat } from '../../api/sources';
import { failureDetail } from '../../api/http-error';
import { useToast } from '../../ui/toast';
import { backfillLabel } from './backfill-periods';

/**
 * A chat's switch: switching on first asks how far back to read (the watch dialog), switching
 * off is at once. Each outcome is a toast; a refusal says the server's reason.
 */
export function useChatSwitch() {
  const toast = useToast();
  const switchChat = useSwitchChat();
  const [asking, setAsking] = useState<SourceChat | null>(null);

  const onError = (error: Error) => toast({ title: 'Failed to switch the chat', description: failureDetail(error), variant: 'error' });

  const watch = (chat: SourceChat, backfillHours: number) =>
    switchChat.mutate(
      { chatId: chat.chatId, watched: true, backfillHours },
      {
        onSuccess: () =>
          toast({
            title: `Watching ${chat.title}`,
            description:
              backfillHours === 0
                ? 'Every new message feeds the dashboard.'
                : `Its messages of the last ${backfillLabel(backfillHours)}, then every new one, feed the dashboard.`,
            variant: 'success',
          }),
        onError,
      },
    );

  const unwatch = (chat: SourceChat) =>
    switchChat.mutate(
      { chatId: chat.chatId, watched: false },
      {
        onSuccess: () =>
          toast({
            title: `No longer watching ${chat.title}`,
            description: 'Its messages no longer feed the dashboard.',
            variant: 'success',
          }),
        onError,
      },
    );

  return {
    /** The chat the watch dialog asks about, if any. */
    asking,
    onSwitch: (chat: SourceChat, watched: boolean) => (watched ? setAsking(chat) : unwatch(chat)),
    watch,
    closeDialog: () => setAsking(null),
    busy: (chat: SourceChat) => switchChat.isPending && switchChat.variables.chatId === chat.chatId,
  };
}

export type ChatSwitchControls = Pick<ReturnType<typeof useChatSwitch>, 'onSwitch' | 'busy'>;
