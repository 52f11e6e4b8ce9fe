/** Saved cards: their resource, mutations and section. */
export { deletePaymentMethodAtom, paymentMethods, updatePaymentMethodAtom } from './atoms';
export {
  loadDeleteCardDialog,
  loadUpdateCardDialog,
  PaymentMethodsSection,
} from './PaymentMethodsSection';
