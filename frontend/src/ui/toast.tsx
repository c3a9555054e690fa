import * as RadixToast from '@radix-ui/react-toast';
import { Bell, CircleAlert, CircleCheck, X, type LucideIcon } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import './toast.css';

// Toasts: up to three stacked, the newest on top (a fourth pushes the oldest out), each shown
// 5 s, swiped right past 50 px to dismiss, the viewport reached with F8.

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastContent {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Display time in ms when a toast needs its own (e.g. 2 s for a copy confirmation); 5 s otherwise. */
  durationMs?: number;
  /** What a click on the toast opens (the token it is about); the close button still only closes. */
  onOpen?: () => void;
  /** A button that takes back what the toast reports (Undo an archive); it closes the toast. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  onClick: () => void;
}

interface ShownToast extends ToastContent {
  id: number;
}

const ToastContext = createContext<((toast: ToastContent) => void) | null>(null);

export const toastDurationMs = 5_000;
/** More at once would cover the screen during a burst of alerts. */
export const MAX_TOASTS = 3;

const variantIcons: Record<ToastVariant, LucideIcon> = { default: Bell, success: CircleCheck, error: CircleAlert };

/** Shows a toast: `const toast = useToast(); toast({ title: 'Login successful' })`. */
export function useToast(): (toast: ToastContent) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a <ToastProvider> above it');
  return show;
}

let nextToastId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<ShownToast[]>([]);
  const show = useCallback(
    (toast: ToastContent) => setShown((current) => [{ ...toast, id: nextToastId++ }, ...current].slice(0, MAX_TOASTS)),
    [],
  );
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider duration={toastDurationMs} swipeDirection="right" swipeThreshold={50}>
        {children}
        {shown.map((toast) => (
          <ShownToastItem
            key={toast.id}
            toast={toast}
            onClosed={() => setShown((current) => current.filter((candidate) => candidate.id !== toast.id))}
          />
        ))}
        <RadixToast.Viewport className="toast-viewport" hotkey={['F8']} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

function ShownToastItem({ toast, onClosed }: { toast: ShownToast; onClosed: () => void }) {
  const variant = toast.variant ?? 'default';
  const Icon = variantIcons[variant];
  const { onOpen } = toast;
  return (
    <RadixToast.Root
      data-testid="toast"
      duration={toast.durationMs}
      data-variant={variant}
      className={`toast toast--${variant}${onOpen ? ' toast--link' : ''}`}
      onOpenChange={(open) => {
        if (!open) onClosed();
      }}
    >
      <Icon size={18} aria-hidden className="toast__icon" />
      {onOpen ? (
        <button
          type="button"
          className="toast__open"
          onClick={() => {
            onOpen();
            onClosed();
          }}
        >
          <RadixToast.Title className="toast__title">{toast.title}</RadixToast.Title>
          {toast.description ? <RadixToast.Description className="toast__description">{toast.description}</RadixToast.Description> : null}
        </button>
      ) : (
        <>
          <RadixToast.Title className="toast__title">{toast.title}</RadixToast.Title>
          {toast.description ? <RadixToast.Description className="toast__description">{toast.description}</RadixToast.Description> : null}
        </>
      )}
      {toast.action ? (
        <RadixToast.Action
          className="button toast__action"
          altText={toast.action.label}
          onClick={toast.action.onClick}
          data-testid="toast-action"
        >
          {toast.action.label}
        </RadixToast.Action>
      ) : null}
      <RadixToast.Close className="toast__close" aria-label="Close">
        <X size={16} aria-hidden />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
