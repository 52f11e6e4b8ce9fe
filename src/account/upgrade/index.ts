/** Upgrade paths: their resource and the order-form decisions the server shares. */
export { upgradePaths } from './atoms';
export { orderFileName, orderFormVersion } from './rules';
