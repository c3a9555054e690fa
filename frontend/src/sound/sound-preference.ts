/** Where the mute choice is kept; sounds start unmuted. */
export const SOUND_MUTED_STORAGE_KEY = 'solana-hub.sound-muted';

export function parseSoundMuted(stored: string | null): boolean {
  return stored === 'true';
}
