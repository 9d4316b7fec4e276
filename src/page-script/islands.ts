import { liveNewsIsland } from '~/news/live/island';

/**
 * Every island of the site. The page script loads an island's module only
 * when the page has a container with its name, and only once it is near the
 * viewport.
 */
export const islands = [liveNewsIsland];
