import { useQuery } from '@tanstack/react-query';
import { tokenDetailQuery } from '../../api/token-detail';
import { alertFigureRows } from './alert-figures';
import { DetailGrid } from './detail-tile';

const formatTime = (iso: string) => new Date(iso).toLocaleString();

/** 'Stated in alerts': the token's own figures as its messages gave them; nothing when they gave none. */
export function AlertFiguresPanel({ address }: { address: string }) {
  const token = useQuery(tokenDetailQuery(address));
  const rows = token.data ? alertFigureRows(token.data, formatTime) : [];
  if (rows.length === 0) return null;
  return (
    <section className="flex flex-col gap-2" data-testid="alert-figures">
      <h2 className="m-0 text-xs font-semibold tracking-wide text-muted uppercase">Stated in alerts</h2>
      <DetailGrid rows={rows} label="Figures stated in alerts" />
    </section>
  );
}
