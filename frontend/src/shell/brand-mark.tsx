import { Radar } from 'lucide-react';
import './brand-mark.css';

/** The app's mark: a radar (it watches the alert channels) on the accent gradient. */
export function BrandMark({ size = 30 }: { size?: number }) {
  return (
    <span className="brand-mark" style={{ width: size, height: size }} aria-hidden>
      <Radar size={Math.round(size * 0.6)} strokeWidth={2.25} />
    </span>
  );
}
