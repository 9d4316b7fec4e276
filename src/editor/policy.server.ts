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
    // Pictures of the repository come through GitHub's API, shown from blob:
    // addresses, as do the uploads being re-encoded (data:). The one outside
    // host: avatars.githubusercontent.com, where the API's answer says the
    // signed-in staff member's picture is (the account menu shows it).
    'img-src': "'self' blob: data: https://avatars.githubusercontent.com",
    'media-src': "'self' blob:",
    // api.github.com: the repository, read and written. www.githubstatus.com:
    // Sveltia asks GitHub's status page, when the API fails, to tell staff
    // that GitHub itself is down.
    'connect-src': "'self' blob: data: https://api.github.com https://www.githubstatus.com",
    'worker-src': "'self' blob:",
    // The preview pane: a frame Sveltia writes from a blob: address, under this policy.
    'frame-src': 'blob:',
  });
