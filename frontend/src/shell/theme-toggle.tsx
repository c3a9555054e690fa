import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../theme/theme';

/** Switches between light and dark; the icon shows where a click goes. */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <button type="button" className="icon-button" onClick={toggleTheme} aria-label={label} title={label} data-testid="theme-toggle">
      {theme === 'dark' ? <Sun size={18} aria-hidden /> : <Moon size={18} aria-hidden />}
    </button>
  );
}
