import { describe, expect, it } from 'vitest';
import fills from './es-fills.json';
import { LOCALE, shippedStrings, spanishStrings } from './sveltia.server';

type Strings = { [key: string]: string | Strings };

/** Every string by its dotted key. */
const flat = (strings: Strings, prefix = ''): [string, string][] =>
  Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : flat(value, `${prefix}${key}.`),
  );

/** Words that are the same in both languages (or a unit, a format's name). */
const SAME_IN_SPANISH =
  /^(No|OK|URL|Video|Audio|Error|\(error\)|Editor|Global|Local|Manual|MIDI|JavaScript|\{\$size\} (bytes|[KMGT]B))$/;

/** The placeholders a message uses ({$name}), which a translation must keep. */
const placeholders = (text: string) => [...text.matchAll(/\{\$\w+/g)].map(([p]) => p).sort();

describe("the editor's Spanish strings", () => {
  it(`leave nothing Sveltia ships in English untranslated (its ${LOCALE}, filled by es-fills.json)`, async () => {
    const english = Object.fromEntries(flat(await shippedStrings('en-US')));
    const served = Object.fromEntries(flat(await spanishStrings()));
    const left = Object.entries(english).filter(
      ([key, text]) => (served[key] ?? text) === text && !SAME_IN_SPANISH.test(text),
    );
    expect(left).toEqual([]);
    // "Show Errors" and the image button's name, both once in English.
    expect([served.show_errors, served.replace_image]).toEqual([
      'Mostrar los errores',
      'Reemplazar la imagen',
    ]);
  });

  it('fill only strings Sveltia has, keeping their placeholders', async () => {
    const english = Object.fromEntries(flat(await shippedStrings('en-US')));
    for (const [key, text] of Object.entries(fills as Record<string, string>)) {
      expect(english, key).toHaveProperty([key]);
      expect(placeholders(text), key).toEqual(placeholders(english[key]!));
    }
  });
});
