// The one script of every page. The HTML already works without it; this adds
// what needs JavaScript, then hydrates the islands the page has, if any, once
// the page has painted.
import { startIslands } from '~/islands/start';
import { islands } from './islands';
import { afterFirstPaint } from './after-first-paint';
import { enhanceCopyLinks } from './copy-links';
import { enhanceCounters } from './counters';
import { enhanceCurrentYear } from './current-year';
import { enhanceDropdowns } from './dropdowns';
import { enhancePrintButtons } from './print-buttons';
import { enhanceSearchTrigger } from './search-trigger';
import { enhanceShareButtons } from './share';
import { enhanceTocSpy } from './toc-spy';
import { enhanceVideoPlayers } from './video-players';

enhanceDropdowns(document);
enhanceCopyLinks(document);
enhanceTocSpy(document);
enhancePrintButtons(document);
enhanceShareButtons(document);
enhanceSearchTrigger(document);
enhanceCounters(document);
enhanceCurrentYear(document);
enhanceVideoPlayers(document);
document.documentElement.dataset.enhanced = '';

afterFirstPaint(() => void startIslands(document, islands));
