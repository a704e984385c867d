import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

// The dialog (antd Form, Modal, QR code) loads on first use: it stays out of every page's first load.
const ReservationDialog = lazy(() => import('./reservation-dialog'));

type ReservationApi = { open(source?: string): void };

const ReservationContext = createContext<ReservationApi>({ open: () => {} });

export function useReservation(): ReservationApi {
  return useContext(ReservationContext);
}

export function ReservationProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; loaded: boolean; openCount: number }>({ open: false, loaded: false, openCount: 0 });
  const open = useCallback(() => setState((s) => ({ open: true, loaded: true, openCount: s.openCount + 1 })), []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <ReservationContext.Provider value={value}>
      {children}
      {state.loaded && (
        <Suspense fallback={null}>
          {/* A new key per opening: the form starts empty every time (spec §4). */}
          <ReservationDialog key={state.openCount} open={state.open} onClose={close} />
        </Suspense>
      )}
    </ReservationContext.Provider>
  );
}
