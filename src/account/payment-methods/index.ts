/** Saved cards: their resource, mutations and the card checks the server shares. */
export { deletePaymentMethodAtom, paymentMethods, updatePaymentMethodAtom } from './atoms';
export {
  loadDeleteCardDialog,
  loadUpdateCardDialog,
  PaymentMethodsSection,
} from './PaymentMethodsSection';
export { cardTypeCodeFor, checkCardNumber, checkCvv, checkExpiry } from './rules';
