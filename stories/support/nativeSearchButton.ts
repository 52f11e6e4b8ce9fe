/**
 * Whether a style sheet rule hides the browser's own search clear button on `input`
 * (`::-webkit-search-cancel-button { appearance: none }`). Computed styles cannot be read
 * for that pseudo-element, so the rules that apply to the input are checked instead.
 */
export function hidesNativeSearchButton(input: HTMLElement): boolean {
  const pseudo = '::-webkit-search-cancel-button';
  const rules = (list: CSSRuleList): CSSStyleRule[] =>
    [...list].flatMap((rule) =>
      rule instanceof CSSStyleRule
        ? [rule]
        : rule instanceof CSSGroupingRule
          ? rules(rule.cssRules)
          : [],
    );
  return [...document.styleSheets]
    .flatMap((sheet) => {
      try {
        return rules(sheet.cssRules);
      } catch {
        return []; // a cross-origin sheet cannot be read, and is not ours
      }
    })
    .some(
      (rule) =>
        rule.selectorText.endsWith(pseudo) &&
        input.matches(rule.selectorText.slice(0, -pseudo.length)) &&
        rule.style.appearance === 'none',
    );
}
