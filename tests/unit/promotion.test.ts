// What a preview states of itself, and the configuration a promotion gives
// the live site (scripts/lib/promotion.mjs).
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  factsText,
  liveConfig,
  PREVIEW_ONLY_HEADER,
  previewConfig,
  readFacts,
} from '../../scripts/lib/promotion.mjs';

const FACTS = {
  tree: 'a'.repeat(40),
  version: '5e1f0c2a9b7d3e40',
  record: '0123456789abcdef',
  editor: 'fedcba9876543210',
  until: 1_798_761_600,
};

/** A site of firebase.json as firebase-tools sends it to Hosting (its convertConfig: `headers`). */
interface HeaderRule {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}
const asHosting = (site: { headers: HeaderRule[] }) => ({
  headers: site.headers.map(({ source, regex, headers }) => ({
    ...(source ? { glob: source } : { regex }),
    headers: Object.fromEntries(headers.map(({ key, value }) => [key, value])),
  })),
});

describe('a preview’s facts', () => {
  it('fit a commit status’s description, and read back as written', () => {
    const text = factsText(FACTS);
    expect(text.length).toBeLessThanOrEqual(140);
    expect(readFacts(text)).toEqual({ ...FACTS, until: String(FACTS.until) });
  });

  it('are refused whole when any is missing or malformed', () => {
    expect(readFacts(null)).toBeNull();
    expect(readFacts(factsText({ ...FACTS, tree: 'HEAD' }))).toBeNull();
    expect(readFacts(factsText({ ...FACTS, version: '../../otro' }))).toBeNull();
    expect(readFacts(factsText(FACTS).replace(/ until=\d+/, ''))).toBeNull();
  });
});

describe('the preview-only header', () => {
  it('is on every file of the preview, and a promotion gives the live site firebase.json’s own configuration', async () => {
    const firebase = JSON.parse(await readFile('firebase.json', 'utf8'));
    const preview = previewConfig(firebase);
    const site = preview.hosting.find((each: { target: string }) => each.target === 'sitio');
    expect(site.headers.at(-1)).toEqual({ source: '**', headers: [PREVIEW_ONLY_HEADER] });
    // The editor's site is never previewed, and keeps its configuration.
    expect(preview.hosting[1]).toEqual(firebase.hosting[1]);
    // Hosting keeps the preview's; the clone gives live what a live deploy gives.
    expect(liveConfig(asHosting(site))).toEqual(asHosting(firebase.hosting[0]));
    // The editor's signpost keeps its own noindex; no other file of the live site has one.
    const noindex = liveConfig(asHosting(site)).headers.filter(
      (rule: { headers: Record<string, string> }) => PREVIEW_ONLY_HEADER.key in rule.headers,
    );
    expect(noindex).toEqual([{ glob: '/editar{,/**}', headers: expect.any(Object) }]);
  });
});
