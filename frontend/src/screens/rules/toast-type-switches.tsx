import { useQuery } from '@tanstack/react-query';
import { messageTypeStatsQuery } from '../../api/message-type-stats';
import { useToastTypesOff } from '../../alerts/toast-types';
import { Switch } from '../../ui/switch';

/** Which message types show a toast when a new message arrives (kept in this browser); their sounds follow the sound toggle. */
export function ToastTypeSwitches() {
  const stats = useQuery(messageTypeStatsQuery);
  const { off, setOn } = useToastTypesOff();
  const types = [...new Set([...Object.keys(stats.data ?? {}), ...off])].sort();
  if (types.length === 0) return null;
  return (
    <section className="grid gap-2" data-testid="toast-types">
      <h2 className="m-0">Toasts of new messages</h2>
      <p className="m-0 text-sm text-muted">Kept in this browser. The rules’ own toasts always show.</p>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {types.map((type) => (
          <label key={type} className="flex items-center gap-2 text-sm">
            <Switch checked={!off.includes(type)} onChange={(on) => setOn(type, on)} testId={`toast-type-${type}`} /> {type}
          </label>
        ))}
      </div>
    </section>
  );
}
