import { Volume2, VolumeX } from 'lucide-react';
import { useSoundMuted } from '../sound/alert-sound';

/** Mutes or unmutes the live-feed sounds. */
export function SoundToggle() {
  const { muted, setMuted } = useSoundMuted();
  const label = muted ? 'Unmute alert sounds' : 'Mute alert sounds';
  return (
    <button
      type="button"
      className="icon-button"
      onClick={() => setMuted(!muted)}
      aria-label={label}
      aria-pressed={muted}
      title={label}
      data-testid="sound-toggle"
      data-muted={muted}
    >
      {muted ? <VolumeX size={18} aria-hidden /> : <Volume2 size={18} aria-hidden />}
    </button>
  );
}
