import DOMPurify from 'dompurify';

// Anything that can run code, load other content or restyle the console goes; simple formatting stays.
const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'form',
  'input',
  'svg',
  'math',
  'link',
  'meta',
  'base',
];

/**
 * HTML an event carries (an e-mail body), made safe as DOM nodes: no scripts, no event handlers, no `javascript:`
 * or other non-http(s)/mailto addresses, no styles or embedded content (DOMPurify, which react-admin already
 * ships). A fragment, not a string, so no raw HTML sink is ever needed to show it.
 */
export function sanitizedFragment(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, {
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'srcset', 'formaction'],
    ALLOW_DATA_ATTR: false,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|#|\/(?!\/))/i,
    RETURN_DOM_FRAGMENT: true,
  });
}
