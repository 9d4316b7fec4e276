import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { frontmatterSchema } from '~/content/page';
import { newsFrontmatter } from '~/content/local-news';
import { NOTICE_MAX_DAYS, noticeSchema } from '~/content/notice';
import { schoolDetailsSchema } from '~/content/school-details';
import details from '../../content/colegio.json';
import { fieldsOf, type CmsField } from './fields.server';

/** What Sveltia's form checks of a text field: its length, then its pattern. */
function formAccepts(field: CmsField, value: string): boolean {
  const { minlength, maxlength, pattern } = field as {
    minlength?: number;
    maxlength?: number;
    pattern?: [string, string];
  };
  if (minlength !== undefined && value.length < minlength) return false;
  if (maxlength !== undefined && value.length > maxlength) return false;
  return !pattern || new RegExp(pattern[0]).test(value);
}

/** Whether the build accepts `value` at `key` of an otherwise good `good`. */
function buildAccepts(
  schema: z.ZodObject,
  good: Record<string, unknown>,
  key: string[],
  value: unknown,
) {
  const data = structuredClone(good);
  let at = data;
  for (const part of key.slice(0, -1)) at = at[part] as Record<string, unknown>;
  at[key.at(-1)!] = value;
  const result = schema.safeParse(data);
  return (
    result.success || !result.error.issues.some((issue) => issue.path.join('.') === key.join('.'))
  );
}

/** Every text field of `fields`, with its path. */
const textFields = (fields: CmsField[], prefix: string[] = []): [string[], CmsField][] =>
  fields.flatMap((field) =>
    field.widget === 'object'
      ? textFields(field.fields as CmsField[], [...prefix, field.name])
      : ['string', 'text'].includes(field.widget)
        ? [[[...prefix, field.name], field] as [string[], CmsField]]
        : [],
  );

/** Values around each rule: empty, at and past the bounds, wrong shapes. */
const tries = (field: CmsField, good: string) => {
  const { minlength = 0, maxlength = 200 } = field as { minlength?: number; maxlength?: number };
  return [
    good,
    '',
    'x'.repeat(Math.max(minlength - 1, 0)),
    'x'.repeat(minlength),
    'x'.repeat(maxlength),
    'x'.repeat(maxlength + 1),
    `${good} `.trimEnd() + 'x',
    good.replace('https://', 'http://'),
    good.replace(/\d/, 'a'),
    `${good} y más`,
    '/images/foto.jpg',
    '/imagenes/foto.gif',
    'https://github.com/colegio/sitio',
    'https://github.com/colegio',
    '5492657412345',
    '2657-412345',
  ];
};

const goodPage = {
  title: 'Normas de convivencia',
  description: 'Contrato educativo del nivel secundario, artículo por artículo, con sus anexos.',
  banner: { title: 'Normas', image: '/images/banner-normas.svg' },
  section: 'secundario',
  menu: { name: 'Normas de convivencia', order: 1 },
  lastReviewed: '2026-11-01',
};

/** A notice up until tomorrow, whatever the day. */
const goodNotice = {
  shown: true,
  text: 'Mañana no hay clases por la tormenta.',
  link: '/institucional/novedades',
  level: 'urgent',
  end: new Date(Date.now() + 86_400_000).toISOString(),
};

describe('the form fields derived from the schemas', () => {
  for (const [name, schema, good] of [
    ['a long page', frontmatterSchema, goodPage],
    ["the school's details", schoolDetailsSchema, details],
    ["the families' notice", noticeSchema, goodNotice],
  ] as const)
    it(`refuse in ${name} exactly what the build refuses, with a Spanish label`, () => {
      const fields = textFields(fieldsOf(schema));
      expect(fields.length).toBeGreaterThanOrEqual(2);
      for (const [key, field] of fields) {
        expect(field.label).not.toBe(field.name);
        let value: unknown = good;
        for (const part of key) value = (value as Record<string, unknown>)[part];
        for (const attempt of tries(field, String(value)))
          expect(formAccepts(field, attempt), `${key.join('.')} = "${attempt}"`).toBe(
            buildAccepts(schema, good as Record<string, unknown>, key, attempt),
          );
      }
    });

  it('give dates a date picker, pictures the picture library, and say which values may be left out', () => {
    const [title, , banner, section, menu, footer, lastReviewed, draft] =
      fieldsOf(frontmatterSchema);
    expect(title).toMatchObject({ widget: 'string', minlength: 3, maxlength: 70, required: true });
    expect((banner!.fields as CmsField[])[1]).toMatchObject({
      widget: 'image',
      choose_url: false,
      accept: '.jpg,.jpeg,.png,.webp,.avif,.tif,.tiff,.svg',
    });
    // A choice shows each value under its Spanish name, and stores the value.
    expect(section).toMatchObject({ widget: 'select', required: true });
    expect(section!.options).toContainEqual({ label: 'Misión', value: 'mision' });
    expect(menu).toMatchObject({ widget: 'object', required: false });
    expect((menu!.fields as CmsField[])[2]).toMatchObject({ widget: 'select', required: false });
    expect(footer).toMatchObject({ widget: 'boolean', required: false });
    expect(lastReviewed).toMatchObject({ widget: 'datetime', type: 'date' });
    expect(draft).toMatchObject({ widget: 'boolean', required: false });
    expect(fieldsOf(newsFrontmatter)[0]).toMatchObject({ name: 'fecha', widget: 'datetime' });
    expect(fieldsOf(schoolDetailsSchema)[0]).toMatchObject({ widget: 'number', value_type: 'int' });
    // The notice's end, from now to a week ahead: the editor fills the bounds in from its clock (boot.js).
    expect(fieldsOf(noticeSchema).find((field) => field.name === 'end')).toMatchObject({
      widget: 'datetime',
      required: true,
      min: 'now',
      max: `now+${NOTICE_MAX_DAYS}d`,
    });
    expect(fieldsOf(noticeSchema).find((field) => field.name === 'level')!.options).toEqual([
      { label: 'Informativo', value: 'info' },
      { label: 'Urgente', value: 'urgent' },
    ]);
  });
});
