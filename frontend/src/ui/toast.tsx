import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

// Toasts of spec section 9: at most one visible, shown 5 s, swiped right past 50 px to dismiss,
// the viewport reached with F8. A newer toast replaces the one on screen.

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastContent {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

interface ShownToast extends ToastContent {
  id: number;
}

const ToastContext = createContext<((toast: ToastContent) => void) | null>(null);

export const toastDurationMs = 5_000;

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
  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider duration={toastDurationMs} swipeDirection="right" swipeThreshold={50}>
        {children}
        {shown ? (
          <RadixToast.Root
            key={shown.id}
            data-testid="toast"
            data-variant={shown.variant ?? 'default'}
            className={`toast toast--${shown.variant ?? 'default'}`}
            onOpenChange={(open) => {
              if (!open) setShown((current) => (current?.id === shown.id ? null : current));
            }}
          >
            <RadixToast.Title className="toast__title">{shown.title}</RadixToast.Title>
            {shown.description ? <RadixToast.Description className="toast__description">{shown.description}</RadixToast.Description> : null}
            <RadixToast.Close className="toast__close" aria-label="Close">
              ×
            </RadixToast.Close>
          </RadixToast.Root>
        ) : null}
        <RadixToast.Viewport className="toast-viewport" hotkey={['F8']} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
