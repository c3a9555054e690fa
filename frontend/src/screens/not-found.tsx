import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../app/paths';

export function NotFound() {
  return (
    <section className="not-found">
      <title>Not Found · Solana Hub</title>
      <span className="error-screen__icon error-screen__icon--muted" aria-hidden>
        <Compass size={28} />
      </span>
      <h1>404 - Not Found</h1>
      <p className="muted">There is no page at this address.</p>
      <Link to={paths.dashboard} className="button">
        Back to the dashboard
      </Link>
    </section>
  );
}
