// What the editor's page may load, and from where: itself, and GitHub for
// the repository. The directives it shares with the site's pages are
// written once (policyOf, src/builder/page-policy.ts).
import { hash, policyOf } from '~/builder/page-policy';

/**
 * The editor's policy, its page's import map (`importMap`, the inline
 * script's text) allowed by its hash: nothing else of the page is inline.
 */
export const editorPolicy = (importMap: string) =>
  policyOf({
    'script-src': `'self' ${hash(importMap)}`,
    // Svelte sets styles inline.
    'style-src': "'self' 'unsafe-inline'",
    // Pictures of the repository, shown from GitHub, and the uploads being re-encoded.
    'img-src':
      "'self' blob: data: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    'media-src': "'self' blob:",
    'connect-src': "'self' blob: data: https://api.github.com https://www.githubstatus.com",
    'worker-src': "'self' blob:",
    // The preview pane: a frame Sveltia writes from a blob: address, under this policy.
    'frame-src': 'blob:',
  });
