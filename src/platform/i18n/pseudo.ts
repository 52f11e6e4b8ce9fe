const accented: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** How much longer pseudo text is: German and French run about this much longer than English. */
export const pseudoExpansion = 0.4;
const padding = '·';

/**
 * Splits a message into what must survive untouched — `{{placeholders}}`, `$t(nested, {…})`
 * calls and `<tag>` markup for <Trans> — and the prose between them.
 */
function segments(message: string): { text: string; keep: boolean }[] {
  const parts: { text: string; keep: boolean }[] = [];
  let prose = '';
  let i = 0;
  const flush = () => {
    if (prose) parts.push({ text: prose, keep: false });
    prose = '';
  };
  while (i < message.length) {
    const rest = message.slice(i);
    let end = -1;
    if (rest.startsWith('{{')) {
      const close = rest.indexOf('}}');
      if (close >= 0) end = close + 2;
    } else if (rest.startsWith('$t(')) {
      // Nested options may contain parentheses, so count them.
      let depth = 0;
      for (let j = 2; j < rest.length; j += 1) {
        if (rest[j] === '(') depth += 1;
        else if (rest[j] === ')') depth -= 1;
        if (depth === 0) {
          end = j + 1;
          break;
        }
      }
    } else if (rest[0] === '<') {
      const tag = /^<\/?[A-Za-z0-9]+\s*\/?>/.exec(rest);
      if (tag) end = tag[0].length;
    }
    if (end > 0) {
      flush();
      parts.push({ text: rest.slice(0, end), keep: true });
      i += end;
    } else {
      prose += message[i];
      i += 1;
    }
  }
  flush();
  return parts;
}

/** `Sign in {{name}}` → `[Šîĝñ îñ {{name}} ·····]`: accented, 40% longer, bracketed. */
export function pseudoLocalize(message: string): string {
  let visible = 0;
  const body = segments(message)
    .map(({ text, keep }) => {
      if (keep) return text;
      visible += text.length;
      return [...text].map((char) => accented[char] ?? char).join('');
    })
    .join('');
  const extra = Math.ceil(visible * pseudoExpansion);
  return `[${body}${extra > 0 ? ` ${padding.repeat(extra - 1)}` : ''}]`;
}

/** The same transformation applied to every string of a resource tree. */
export function pseudoLocalizeTree(tree: unknown): unknown {
  if (typeof tree === 'string') return pseudoLocalize(tree);
  if (Array.isArray(tree)) return tree.map(pseudoLocalizeTree);
  if (tree && typeof tree === 'object') {
    return Object.fromEntries(
      Object.entries(tree).map(([key, value]) => [key, pseudoLocalizeTree(value)]),
    );
  }
  return tree;
}
