import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Toaster, type ToasterProps, type ToastMessage } from './toaster';

export type ToastInput = Omit<ToastMessage, 'id'>;

interface ToastApi {
  /** Shows a toast in place of any other; it leaves by itself after the duration. */
  show: (toast: ToastInput) => void;
  dismiss: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps extends Pick<ToasterProps, 'label' | 'dismissLabel' | 'offset'> {
  children: ReactNode;
  /** How long a toast stays, in milliseconds, unless hovered or focused. */
  duration?: number;
}

/** Gives its children `useToast()` and renders the Toaster: one toast at a time, gone after 5 seconds. */
export function ToastProvider({
  children,
  label,
  dismissLabel,
  offset,
  duration = 5000,
}: ToastProviderProps) {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [paused, setPaused] = useState(false);
  const nextId = useRef(0);

  const dismiss = useCallback(() => setToast(null), []);
  const show = useCallback((input: ToastInput) => {
    nextId.current += 1;
    setPaused(false);
    setToast({ ...input, id: nextId.current });
  }, []);

  useEffect(() => {
    if (!toast || paused) return;
    const timer = setTimeout(dismiss, duration);
    return () => clearTimeout(timer);
  }, [toast, paused, duration, dismiss]);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster
        toast={toast}
        onDismiss={dismiss}
        label={label}
        dismissLabel={dismissLabel}
        offset={offset}
        onPausedChange={setPaused}
      />
    </ToastContext.Provider>
  );
}

/** `show` and `dismiss` for the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}
