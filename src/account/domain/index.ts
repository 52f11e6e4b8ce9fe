/**
 * The account domain: what every account feature, the server and the stories mean by a
 * subscription (state, kind, frequency, pairing, bundles), a license, a card's expiry, an order
 * and the cancellation funnel. Pure definitions only: no React, no styles, no atoms. Features
 * import it; it imports no feature.
 */
export * from './cancellationFunnel';
export * from './cardExpiry';
export * from './labels';
export * from './license';
export * from './orders';
export * from './subscription';
