import { defineIsland } from '~/islands/define';
import type { LiveNewsProps } from './live-news';

/** The live-news island: a page's news block, asked again in the browser (live-news.ts). */
export const liveNewsIsland = defineIsland<LiveNewsProps>('live-news', () => import('./live-news'));
