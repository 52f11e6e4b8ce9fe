/** Placeholder until the widget lands (issue #10): the trust-review widget (§1, hidden in DE and FR). */
export function TrustReviews() {
  return null;
}
