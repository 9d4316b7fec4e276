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
    ...['site', 'route', 'perf', 'a11y', 'bp', 'seo', 'FCP ms', 'LCP ms', 'LCP = first paint'],
    ...['TBT ms (worst run)', 'CLS'],
    ...['total KB', 'JS KB', 'font KB', 'KB w/o pictures', 'bytes ÷ Starlight'],
    ...['w/o pictures ÷ Starlight', 'LCP ÷ Starlight', 'LCP ÷ limit', 'requested before LCP'],
  ];
  // A local page's physical limit is measured beside it (scripts/bench/limit.mjs).
  const limitOf = (r) =>
    ['local news', 'with notice'].includes(r.site) &&
    results.find((l) => l.site === 'limit' && l.route === r.route);
  const rows = results.map((r) => [
    ...[r.site, r.route, r.performance, r.accessibility, r.bestPractices, r.seo],
    ...[
      r.fcpMs,
      r.lcpMs,
      `${r.largestIsFirst}/${r.runs}`,
      `${r.tbtMs} (${r.tbtWorstMs})`,
      r.cls,
      kb(r.bytes.total),
      kb(r.bytes.js),
      kb(r.bytes.fonts),
    ],
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
      `Photo site build: cold ${photoBuild.cold.seconds} s (${photoBuild.cold.pictures.encoded} pictures made), warm ${photoBuild.warm.seconds} s (${photoBuild.warm.pictures.encoded} made, ${photoBuild.warm.pictures.reused} from the cache).`,
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
    `\n${scale.items} news items (generated into a temporary copy), a photo in every tenth (${scale.photos}): built cold in ${scale.seconds} s (${scale.pictures.encoded} pictures made), warm in ${scale.warm.seconds} s (${scale.warm.pictures.encoded} made, ${scale.warm.pictures.reused} from the cache); ${scale.pages} pages; the largest is ${scale.largest.page}, ${kb(scale.largest.bytes)} KB (${kb(scale.largest.gzip)} KB gzip).`,
  );
  console.log(
    `\n${firestoreScale.items} Firestore news items, a ${firestoreScale.pastedKb} KB pasted photo in every tenth (${firestoreScale.photos}); ${firestoreScale.pages} pages.`,
  );
  for (const [name, run] of [
    ['cold (nothing kept)', firestoreScale.cold],
    ['warm (pictures kept, archive evicted)', firestoreScale.warm],
    ['unchanged (both kept: the newest and the count)', firestoreScale.unchanged],
    ['the daily run (both kept, every version listed)', firestoreScale.daily],
    ['one new item', firestoreScale.oneNew],
  ])
    console.log(
      `  ${name}: ${run.seconds} s, ${run.pictures.encoded} pictures made; Firestore ${run.firestore.requests} requests, ${run.firestore.documents} documents (${run.firestore.reads} reads billed), ${run.firestore.mb} MB of answers, ${run.firestore.wireKb.toLocaleString('en')} KB over the network (gzip).`,
    );
}

/**
 * A day of publishing at the scale's items, as the cost model reckons it
 * (cost-model.mjs), beside Firestore's free tier and the runner minutes.
 */
export function reportDailyCost({ items, question, questionAfterNew, oneNewSeconds, cost }) {
  const { schedule, changes, visits, visit, publishing, reads, mb, free } = cost;
  console.log(
    `
The schedule's question at ${items} items: ${question.reads} reads when nothing changed (target 25), ${questionAfterNew.reads} after a new item; from a save in Firestore to its page: up to ${schedule.everyMinutes} minutes, then the publication (its build ${oneNewSeconds} s).`,
  );
  console.log(
    `A day at ${items} items: the question every ${schedule.everyMinutes} minutes, ${changes} new items and the daily listing: ${publishing.toLocaleString('en')} reads (target 6,000); with ${visits} visits to the news screen (${visit.reads} reads each): ${reads.toLocaleString('en')} reads (target 16,000; free: ${free.readsPerDay.toLocaleString('en')} a day), ${mb.toFixed(1)} MB downloaded (free: ${free.gibPerMonth} GiB a month).`,
  );
}

/** GitHub's runner minutes a month, played through the workflows (minute-budget.mjs). */
export function reportMinuteBudget(budget, { freePrivate, dollarsPerMinute }) {
  console.log(
    `\nRunner minutes a month (the workflows played for 30 days, each job rounded up to a minute; a public repository's are free, a private one has ${freePrivate.toLocaleString('en')}, then $${dollarsPerMinute} a minute):`,
  );
  console.log(
    '| question every | month | questions | publications | editor saves (tests, preview, merge) | keepalive | total | private repo pays |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [every, months] of Object.entries(budget))
    for (const [name, month] of Object.entries(months))
      console.log(
        `| ${every} min | ${name} | ${month.billed.question} (${month.runs.question} runs) | ${month.billed.publication} (${month.runs.publication}) | ${month.billed.pullRequest + month.billed.push} (${month.runs.pullRequest}) | ${month.billed.keepalive} | **${month.total.toLocaleString('en')}** | $${month.privateDollars.toFixed(2)} |`,
      );
}

/** The question job's seconds, step by step: measured here, or GitHub's and estimated. */
export function reportQuestionJob({ steps, measured, estimated, total }) {
  console.log(
    `\nThe question job on a tick with nothing due: ${total.toFixed(1)} s (${measured.toFixed(1)} measured here, ${estimated.toFixed(1)} GitHub's, estimated), billed 1 minute while under 60 s:`,
  );
  console.log('| step | seconds | |\n|---|---|---|');
  for (const row of steps)
    console.log(`| ${row.step} | ${row.seconds} | ${row.measured ? 'measured' : 'estimated'} |`);
}

/** From «Publicar» to the live site, on each path of the publication, step by step. */
export function reportPushToLive(paths) {
  const names = {
    notice: 'the notice alone, at 2,000 items (the fast path: kept pages, no build)',
    noticeToday: 'the notice alone, today’s 18 pages',
    clone: 'a change whose preview is current, at 2,000 items (its version cloned live, no build)',
    build: 'any other change, at 2,000 items (the whole build)',
  };
  const from = (path) =>
    path === 'preview'
      ? 'From «Guardar» to its preview in the editor’s panel, at 2,000 items'
      : `From «Publicar» to the live site, ${names[path]}`;
  for (const [path, { steps, measured, estimated, total }] of Object.entries(paths)) {
    console.log(
      `\n${from(path)}: ${total.toFixed(1)} s (${measured.toFixed(1)} measured here, ${estimated.toFixed(1)} GitHub's, Google's or the runner's, estimated)${path.startsWith('notice') || path === 'clone' ? ', goal 60 s' : ''}:`,
    );
    console.log('| step | seconds | |\n|---|---|---|');
    for (const row of steps)
      console.log(`| ${row.step} | ${row.seconds} | ${row.measured ? 'measured' : 'estimated'} |`);
  }
}

/** The moves as the README's table reads them. */
export function reportNextPage(rows) {
  console.log(
    "\nThe next page (150 ms RTT, 1.6 Mbit/s proxy; click or tap to the next largest paint, WebKit's first contentful paint, median; KB before the move; runs whose next page was fetched before it): ours | Starlight home → /reglamento/ in the same browser",
  );
  const starlight = Object.fromEntries(
    rows
      .filter((row) => row.starlight)
      .map((row) => [`${row.device} ${row.starlight.engine}`, row.starlight]),
  );
  for (const row of rows) {
    const peer = starlight[`${row.device} ${row.ours.engine}`];
    const shown = (move) =>
      move.prerendered ? `, ${move.prerendered}/${move.runs} prerendered` : '';
    const ahead = (move) => `, ${move.ahead}/${move.runs} ahead`;
    const tries = (move) => (move.tries > move.runs ? `, ${move.tries} tries` : '');
    const kb = (move) => `${move.kb} KB${move.pictureKb ? ` (${move.pictureKb} of pictures)` : ''}`;
    const width = (move) => (row.device === 'phone' && move.width ? `, ${move.width} px wide` : '');
    const figures = (move) =>
      move?.ms == null
        ? `not measured (${move?.tries ?? 0} tries: ${move?.error ?? 'no run'})`
        : `${move.ms} ms, ${kb(move)}${ahead(move)}${shown(move)}${width(move)}${tries(move)}`;
    const ratio = row.ours.ms != null && peer?.ms ? `${(row.ours.ms / peer.ms).toFixed(2)}×` : '–';
    console.log(
      `  ${row.move.padEnd(21)} ${row.device.padEnd(8)} ${(row.ours.engine ?? '').padEnd(18)} ${figures(row.ours)} | ${figures(peer)} | ${ratio}`,
    );
  }
}
