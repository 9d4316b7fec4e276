// The one script of every page. The HTML already works without it; this adds
// what needs JavaScript, then, once the page is shown and has painted, counts
// up its figures and hydrates the islands it has, if any.
import { startIslands } from '~/islands/start-islands';
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
import { enhanceVideoPlayers } from './play-videos';
import { whenShown } from './when-shown';

enhanceDropdowns(document);
enhanceCopyLinks(document);
enhanceTocSpy(document);
enhancePrintButtons(document);
enhanceShareButtons(document);
enhanceSearchTrigger(document);
enhanceCurrentYear(document);
enhanceVideoPlayers(document);
document.documentElement.dataset.enhanced = '';
// Engines that read no speculation rules fetch ahead what they name.
if (!HTMLScriptElement.supports?.('speculationrules'))
  void import('./fetch-ahead').then((module) => module.fetchAhead());

// A prerendered page counts up and asks Firestore only once it is shown.
void whenShown().then(() => {
  enhanceCounters(document);
  afterFirstPaint(() => void startIslands(document, islands));
});
