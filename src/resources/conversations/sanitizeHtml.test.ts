import { describe, expect, it } from 'vitest';
import { sanitizedFragment } from './sanitizeHtml';

// A small XSS corpus (OWASP filter evasion cheat sheet style): none may keep a way to run code.
const CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle /></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<details open ontoggle=alert(1)>',
  '<p onclick="alert(1)">x</p>',
  '"><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

const FORBIDDEN = /^(script|iframe|svg|object|embed|form|style|math|link|meta|base)$/i;
const serialise = (fragment: DocumentFragment) => {
  const box = document.createElement('div');
  box.append(fragment.cloneNode(true));
  return new XMLSerializer().serializeToString(box);
};

describe('sanitizedFragment', () => {
  it.each(CORPUS)('defuses %s', (attack) => {
    const fragment = sanitizedFragment(attack);
    for (const element of fragment.querySelectorAll('*')) {
      expect(element.tagName).not.toMatch(FORBIDDEN);
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(/^on|^style$/i);
        expect(attribute.value).not.toMatch(/javascript:|data:text/i);
      }
    }
  });

  it('keeps simple formatting and safe links', () => {
    expect(serialise(sanitizedFragment('<p>Thank you. <b>Your request</b> was recorded.</p>'))).toContain(
      '<p>Thank you. <b>Your request</b> was recorded.</p>',
    );
    const link = sanitizedFragment('<a href="https://example.com/x">x</a>').querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/x');
  });
});
