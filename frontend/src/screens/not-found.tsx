import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../app/paths';
import '../shell/error-screen.css';

interface Props {
  heading?: string;
  text?: string;
}

/** An address that leads nowhere: an unknown route (the defaults), or a page's own thing that is not there. */
export function NotFound({ heading = '404 - Not Found', text = 'There is no page at this address.' }: Props) {
  return (
    <section className="not-found" data-testid="not-found">
      <title>{`${heading} · Solana Hub`}</title>
      <span className="error-screen__icon error-screen__icon--muted" aria-hidden>
        <Compass size={28} />
      </span>
      <h1>{heading}</h1>
      <p className="muted">{text}</p>
      <Link to={paths.dashboard} className="button">
        Back to the dashboard
      </Link>
    </section>
  );
}
