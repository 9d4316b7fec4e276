import { defineIsland } from '~/islands/define';
import type { LiveNewsProps } from './mount';

/** The live-news island: a page's news block, asked again in the browser (mount.ts). */
export const liveNewsIsland = defineIsland<LiveNewsProps>('live-news', () => import('./mount'));
