import DOMPurify from 'dompurify';

const FORBID_TAGS = [
  'iframe',
  'frame',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'object',
  'embed',
  'style',
  'link',
  'meta',
  'base',
  'svg',
  'math',
];

let configured = false;

function configure() {
  // Every link in a news item leaves the site safely.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  configured = true;
}

/**
 * News HTML as safe rich text: no scripts, event handlers, javascript: URLs,
 * frames, forms or styles (DOMPurify removes the rest of the dangerous cases).
 */
export function sanitizeNewsHtml(html: string): string {
  if (!configured) configure();
  return DOMPurify.sanitize(html, {
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'srcset', 'formaction'],
    ALLOW_DATA_ATTR: false,
  });
}
