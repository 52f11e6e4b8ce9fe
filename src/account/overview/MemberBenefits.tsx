/** Placeholder until the widget lands (issue #10): e-signature member benefits (§6 gates). */
export function MemberBenefits() {
  return null;
}
