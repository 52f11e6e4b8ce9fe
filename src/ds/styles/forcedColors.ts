/**
 * Forced colours (Windows high contrast): the browser replaces author colours with the
 * member's system colours and drops box shadows and background images. A state drawn only
 * with colour, shadow or background needs a form under this query in CSS system colours
 * (`Canvas`, `CanvasText`, `Highlight`, `HighlightText`, `ButtonBorder`, `GrayText`…), which
 * forced colours keep as written. Use as `'@media': { [forcedColors]: { … } }`.
 */
export const forcedColors = '(forced-colors: active)';
