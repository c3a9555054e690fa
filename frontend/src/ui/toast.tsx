import * as RadixToast from '@radix-ui/react-toast';
import { Bell, CircleAlert, CircleCheck, X, type LucideIcon } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

// Toasts: at most one visible, shown 5 s, swiped right past 50 px to dismiss,
// the viewport reached with F8. A newer toast replaces the one on screen.

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastContent {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Display time in ms when a toast needs its own (e.g. 2 s for a copy confirmation); 5 s otherwise. */
  durationMs?: number;
}

interface ShownToast extends ToastContent {
  id: number;
}

const ToastContext = createContext<((toast: ToastContent) => void) | null>(null);

export const toastDurationMs = 5_000;

const variantIcons: Record<ToastVariant, LucideIcon> = { default: Bell, success: CircleCheck, error: CircleAlert };

/** Shows a toast: `const toast = useToast(); toast({ title: 'Login successful' })`. */
export function useToast(): (toast: ToastContent) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a <ToastProvider> above it');
  return show;
}

let nextToastId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<ShownToast | null>(null);
  const show = useCallback((toast: ToastContent) => setShown({ ...toast, id: nextToastId++ }), []);
  const value = useMemo(() => show, [show]);
  const variant = shown?.variant ?? 'default';
  const Icon = variantIcons[variant];
  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider duration={toastDurationMs} swipeDirection="right" swipeThreshold={50}>
        {children}
        {shown ? (
          <RadixToast.Root
            key={shown.id}
            data-testid="toast"
            duration={shown.durationMs}
            data-variant={variant}
            className={`toast toast--${variant}`}
            onOpenChange={(open) => {
              if (!open) setShown((current) => (current?.id === shown.id ? null : current));
            }}
          >
            <Icon size={18} aria-hidden className="toast__icon" />
            <RadixToast.Title className="toast__title">{shown.title}</RadixToast.Title>
            {shown.description ? <RadixToast.Description className="toast__description">{shown.description}</RadixToast.Description> : null}
            <RadixToast.Close className="toast__close" aria-label="Close">
              <X size={16} aria-hidden />
            </RadixToast.Close>
          </RadixToast.Root>
        ) : null}
        <RadixToast.Viewport className="toast-viewport" hotkey={['F8']} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
