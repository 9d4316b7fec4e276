// The benchmark's report: its figures as Markdown tables and lines, each
// page's bytes and LCP also as a ratio of Starlight's from the same run.

const kb = (n) => (n / 1000).toFixed(1);
const ratio = (value, base) => (value / base).toFixed(2);

/** A Markdown table, as the README shows the figures. */
const markdownTable = (head, body) =>
  [head, head.map(() => '---'), ...body].map((row) => `| ${row.join(' | ')} |`).join('\n');

/** Lighthouse's figures for every page, Starlight's first. */
export function reportPages({ runs, results }) {
  const starlight = results[0];
  const header = [
    ...['site', 'route', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'TBT ms', 'CLS'],
    ...['total KB', 'JS KB', 'font KB', 'KB w/o pictures', 'bytes ÷ Starlight'],
    ...['w/o pictures ÷ Starlight', 'LCP ÷ Starlight', 'LCP ÷ limit', 'requested before LCP'],
  ];
  // A local page's physical limit is measured right after it (scripts/bench/limit.mjs).
  const limitOf = (r) =>
    r.site === 'local news' && results.find((l) => l.site === 'limit' && l.route === r.route);
  const rows = results.map((r) => [
    ...[r.site, r.route, r.performance, r.accessibility, r.bestPractices, r.seo],
    ...[r.lcpMs, r.tbtMs, r.cls, kb(r.bytes.total), kb(r.bytes.js), kb(r.bytes.fonts)],
    kb(r.bytes.total - r.bytes.images),
    ratio(r.bytes.total, starlight.bytes.total),
    ratio(r.bytes.total - r.bytes.images, starlight.bytes.total - starlight.bytes.images),
    ratio(r.lcpMs, starlight.lcpMs),
    limitOf(r) ? ratio(r.lcpMs, limitOf(r).lcpMs) : '',
    r.beforeLcp.join(', '),
  ]);
  console.log(`\nLighthouse, ${runs} runs per page, medians (mobile, simulated throttling):\n`);
  console.log(markdownTable(header, rows));
}

/** The first search, the stale snapshot replaced, and what the Firestore build read. */
export function reportLive({ runs, firstSearch, staleSwapMs, firestoreBuild, documents }) {
  console.log(
    `\nFirst search ("aranceles" on the contract page, no throttling, median of ${runs}): ${kb(firstSearch.bytes)} KB fetched, results ${firstSearch.msAfterLastKey} ms after the last keystroke (its 150 ms debounce included).`,
  );
  console.log(
    `\nStale snapshot (news screen, 4x CPU, 1.6 Mbps, 150 ms RTT, median of ${runs}): the new list on screen ${staleSwapMs} ms after Firestore's answer.`,
  );
  if (firestoreBuild)
    console.log(
      `Firestore build: ${firestoreBuild.queries} queries, ${firestoreBuild.reads} document reads for ${documents} items.`,
    );
}

/** The reference photos on our site and through Astro's pipeline, the previews and builds. */
export function reportPhotos({ runs, photoResults, previews, photoBuild, firestoreBuild }) {
  const header = [
    ...['site', 'route', 'perf', 'LCP ms', 'CLS', 'total KB (first load)'],
    ...['pictures KB (first load)', 'pictures KB at 412 px after scrolling to the end'],
    'requested before LCP',
  ];
  const rows = photoResults.map((r) => [
    ...[r.site, r.route, r.performance, r.lcpMs, r.cls, kb(r.bytes.total), kb(r.bytes.images)],
    kb(r.pictureBytesAfterScroll),
    r.beforeLcp.join(', '),
  ]);
  console.log(
    `\nPhone photos (the reference 12 MP JPEGs) on our site and through Astro's image pipeline, same run, ${runs} runs, medians:\n`,
  );
  console.log(markdownTable(header, rows));
  for (const [name, preview] of Object.entries(previews))
    console.log(
      `Link preview (${name}, ${preview.item}): ${preview.type}, ${kb(preview.bytes)} KB.`,
    );
  if (photoBuild)
    console.log(
      `Photo site build: cold ${photoBuild.cold.seconds} s (${photoBuild.cold.pictures.made} pictures made), warm ${photoBuild.warm.seconds} s (${photoBuild.warm.pictures.made} made, ${photoBuild.warm.pictures.reused} from the cache).`,
    );
  if (firestoreBuild)
    console.log(
      `Firestore build's Storage: ${firestoreBuild.storageDownloads} pictures downloaded, ${firestoreBuild.storageUnchanged} unchanged (304).`,
    );
}

/** The newest item's photo pasted into the editor against the same photo uploaded. */
export function reportPasted({ runs, pastedTextBytes, pastedRows }) {
  console.log(
    `\nThe newest item's photo pasted into the editor (its text ${kb(pastedTextBytes)} KB with the data: address) against the same photo uploaded to Storage, same run, ${runs} runs, medians:\n`,
  );
  const header = [
    ...['page', 'HTML gzip KB uploaded / pasted', 'Δ KB', 'LCP ms uploaded / pasted'],
    ...['CLS uploaded / pasted', 'pictures KB first load'],
    ...['pictures KB at 412 px after scrolling', 'total KB first load'],
  ];
  const rows = pastedRows.map(({ route, uploaded: u, pasted: p }) => [
    route,
    `${kb(u.html.gzip)} / ${kb(p.html.gzip)}`,
    kb(p.html.gzip - u.html.gzip),
    `${u.lcpMs} / ${p.lcpMs}`,
    `${u.cls} / ${p.cls}`,
    `${kb(u.bytes.images)} / ${kb(p.bytes.images)}`,
    `${kb(u.pictureBytesAfterScroll)} / ${kb(p.pictureBytesAfterScroll)}`,
    `${kb(u.bytes.total)} / ${kb(p.bytes.total)}`,
  ]);
  console.log(markdownTable(header, rows));
}

/** The site with thousands of local news items, then of Firestore items. */
export function reportScale({ scale, firestoreScale }) {
  console.log(
    `\n${scale.items} news items (generated into a temporary copy), a photo in every tenth (${scale.photos}): built cold in ${scale.seconds} s (${scale.pictures.made} pictures made), warm in ${scale.warm.seconds} s (${scale.warm.pictures.made} made, ${scale.warm.pictures.reused} from the cache); ${scale.pages} pages; the largest is ${scale.largest.page}, ${kb(scale.largest.bytes)} KB (${kb(scale.largest.gzip)} KB gzip).`,
  );
  console.log(
    `\n${firestoreScale.items} Firestore news items, a ${firestoreScale.pastedKb} KB pasted photo in every tenth (${firestoreScale.photos}); ${firestoreScale.pages} pages.`,
  );
  for (const [name, run] of [
    ['cold (nothing kept)', firestoreScale.cold],
    ['warm (pictures kept, archive evicted)', firestoreScale.warm],
    ['unchanged (both kept)', firestoreScale.unchanged],
    ['one new item', firestoreScale.oneNew],
  ])
    console.log(
      `  ${name}: ${run.seconds} s, ${run.pictures.made} pictures made; Firestore ${run.firestore.requests} requests, ${run.firestore.documents} documents (${run.firestore.reads} reads billed), ${run.firestore.mb} MB of answers, ${run.firestore.wireKb.toLocaleString('en')} KB over the network (gzip).`,
    );
}

/** Free tier of Firestore (Spark and Blaze alike): reads a day, downloads a month. */
const FREE = { readsPerDay: 50_000, gibPerMonth: 10 };

/**
 * A day of the site at the hourly cadence: 24 deploys in which nothing
 * changed, and `visits` visits to the news screen in which nothing changed.
 */
export function reportDailyCost({ firestoreScale, liveCost, visits = 500 }) {
  const deploy = firestoreScale.unchanged.firestore;
  const visit = liveCost.find((row) => row.page === 'news screen' && row.pasted === 1).unchanged;
  const reads = 24 * deploy.reads + visits * 20;
  const mb = (24 * deploy.wireKb * 1000 + visits * visit.bytes) / 1e6;
  console.log(
    `\nA day at ${firestoreScale.items} items, hourly deploys and ${visits} visits to the news screen, nothing changed: ${reads.toLocaleString('en')} reads (free: ${FREE.readsPerDay.toLocaleString('en')} a day), ${mb.toFixed(1)} MB downloaded (free: ${FREE.gibPerMonth} GiB a month, ${((FREE.gibPerMonth * 1073.741824) / 30).toFixed(0)} MB a day).`,
  );
  return { reads, mb };
}
