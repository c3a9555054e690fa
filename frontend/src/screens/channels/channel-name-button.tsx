import type { ChannelScore } from '@solana-hub/contracts';

/** The chat's title as a real button that opens its calls (from the keyboard too); inside a row that opens them on click. */
export function ChannelNameButton({ channel, onOpen }: { channel: ChannelScore; onOpen: (chatId: string) => void }) {
  return (
    <button
      type="button"
      className="cursor-pointer border-0 bg-transparent p-0 text-left font-semibold text-text hover:underline"
      onClick={(event) => {
        event.stopPropagation();
        onOpen(channel.chat_id);
      }}
    >
      {channel.chat_title ?? channel.chat_id}
    </button>
  );
}
