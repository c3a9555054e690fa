/** Colour of each message type on message cards; others stay neutral. */
const colours: Readonly<Record<string, string>> = {
  pumpfun_volume: 'yellow',
  cabal_fomo: 'orange',
  cabal_analysis: 'orange',
  trench_radar: 'blue',
  volume_alert: 'purple',
  call_analyzer: 'green',
  curated: 'cyan',
  insider: 'red',
};

export function messageTypeColour(messageType: string): string {
  return colours[messageType] ?? 'neutral';
}

export function MessageTypeTag({ messageType }: { messageType: string }) {
  return <span className={`tag tag--${messageTypeColour(messageType)}`}>{messageType}</span>;
}
