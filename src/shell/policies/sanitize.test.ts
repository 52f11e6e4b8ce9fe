// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizePolicyHtml, withoutInlineCode } from './sanitize';

const hostile = `<h2 style="color:red">Cookies we use</h2>
<style>h2 { color: red }</style>
<p onclick="steal()">Essential cookies are <strong>always on</strong>.</p>
<img src="x" onerror="steal()"><img src=x/ONLOAD = "steal()"><svg/onload=steal()></svg>
<a href="javascript:steal()">Manage</a> <a href="/cookie-policy/" title="Read on">More</a>
<script>steal()</script><iframe srcdoc="<script>steal()</script>"></iframe>
<p>Read on= and carry on.</p>`;

describe('withoutInlineCode', () => {
  it('leaves no event-handler or style attribute and no style block for the parser', () => {
    const cleaned = withoutInlineCode(hostile);
    expect(cleaned).not.toMatch(/[\s"'/](on[a-z]+|style)\s*=/i);
    expect(cleaned).not.toMatch(/<style/i);
    expect(cleaned).toContain('data-blocked-onclick="steal()"');
    expect(cleaned).toContain('carry on.');
  });

  it('removes an unclosed style block to the end', () => {
    expect(withoutInlineCode('<p>Kept</p><style>p{}')).toBe('<p>Kept</p>');
  });
});

describe('sanitizePolicyHtml (page-shell §2, §7)', () => {
  it('keeps document markup and drops scripts, handlers, styles and javascript: links', () => {
    const container = document.createElement('div');
    container.innerHTML = sanitizePolicyHtml(hostile);
    expect(container.querySelector('h2')?.textContent).toBe('Cookies we use');
    expect(container.querySelector('strong')?.textContent).toBe('always on');
    expect(container.querySelector('a[href="/cookie-policy/"]')?.textContent).toBe('More');
    expect(container.querySelectorAll('script, style, iframe, svg *[onload]')).toHaveLength(0);
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) {
        expect(attribute).not.toMatch(/^(on|style$|data-)/);
      }
    }
    expect(container.querySelector('a[href^="javascript:"]')).toBeNull();
    expect(container.textContent).toContain('Read on= and carry on.');
    expect(container.textContent).not.toContain('color: red');
  });
});
