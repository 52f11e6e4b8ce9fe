/** Upgrade paths: their resource and the order-form decisions the server shares. */
export { upgradePaths } from './atoms';
export {
  newOrderForm,
  type OrderForm,
  orderDetailsFor,
  orderFileName,
  orderFormVersion,
  type ProductCode,
  productCodeFor,
  upgradeOrderForm,
} from './rules';
