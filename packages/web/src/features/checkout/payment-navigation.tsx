import { createContext, useContext } from 'react';

/** Leaves the shop for the payment page. */
export type NavigateToPayment = (url: string) => void;

const leaveForPaymentPage: NavigateToPayment = (url) => window.location.assign(url);

/**
 * How the checkout leaves for the payment page: a full navigation in the app, a spy in stories (which must stay
 * on their page).
 */
export const PaymentNavigation = createContext<NavigateToPayment>(leaveForPaymentPage);

export function usePaymentNavigation(): NavigateToPayment {
  return useContext(PaymentNavigation);
}
