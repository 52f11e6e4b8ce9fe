/** Upgrade paths: their resource (the order forms they post are the domain's `orders.ts`). */
export { upgradePaths } from './atoms';
