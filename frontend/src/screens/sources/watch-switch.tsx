import type { SourceChat } from '@solana-hub/contracts';
import { Switch } from '../../ui/switch';
import type { ChatSwitchControls } from './use-chat-switch';

/** Whether a chat feeds the dashboard. A chat the account left can only be switched off. */
export function WatchSwitch({ chat, controls }: { chat: SourceChat; controls: ChatSwitchControls }) {
  return (
    <Switch
      checked={chat.watched}
      onChange={(watched) => controls.onSwitch(chat, watched)}
      disabled={controls.busy(chat) || (!chat.inAccount && !chat.watched)}
      label={`Watch ${chat.title}`}
      testId="watch-switch"
    />
  );
}
