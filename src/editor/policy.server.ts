// What the editor's page may load, and from where: itself, and GitHub for
// the repository. The directives it shares with the site's pages are
// written once (policyOf, src/integrations/built-pages.ts).
import { policyOf } from '~/integrations/built-pages';

export const EDITOR_POLICY = policyOf({
  'script-src': "'self'",
  // Svelte sets styles inline.
  'style-src': "'self' 'unsafe-inline'",
  // Pictures of the repository, shown from GitHub, and the uploads being re-encoded.
  'img-src':
    "'self' blob: data: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  'media-src': "'self' blob:",
  'connect-src': "'self' blob: data: https://api.github.com https://www.githubstatus.com",
  'worker-src': "'self' blob:",
  'frame-src': "'none'",
});
