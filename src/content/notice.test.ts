import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readJsonEntry } from './entries.ts';
import { contentKinds } from './kinds.ts';
import { NOTICE_MAX_DAYS, noticeForPages, noticeSchema, type Notice } from './notice.ts';

const { file } = contentKinds.notice;
const read = (notice: object) =>
  readJsonEntry(noticeSchema, { file, text: JSON.stringify(notice, null, 2) });

/** A notice up from 8:00 on 5 June 2028 to the next day at 7:00, school time. */
const NOTICE: Notice = {
  shown: true,
  text: 'Hoy no hay clases por la tormenta.',
  level: 'urgent',
  start: '2028-06-05T08:00:00',
  end: '2028-06-06T07:00:00',
};

describe("the families' notice file", () => {
  afterEach(() => vi.useRealTimers());

  it('is off as shipped, and an off notice is not held to its dates', async () => {
    const shipped = JSON.parse(await readFile(file, 'utf8'));
    expect(read(shipped)).toMatchObject({ value: { shown: false } });
    expect(read({ ...NOTICE, shown: false, end: '2099-01-01T00:00' })).toMatchObject({
      value: { shown: false },
    });
  });

  it('refuses, in Spanish and by field, no text, no end, an end too far from now or before its start', () => {
    vi.useFakeTimers({ now: Date.parse('2028-06-05T07:30:00-03:00'), toFake: ['Date'] });
    const messages = (notice: object) =>
      (read(notice) as { message: string }[]).map(({ message }) => message);
    expect(messages({ shown: true, level: 'info' })).toEqual([
      expect.stringMatching(/^«Texto del aviso»/),
      expect.stringMatching(/^«Hasta»/),
    ]);
    expect(messages({ ...NOTICE, end: '2028-06-12T07:31:00' })).toEqual([
      expect.stringMatching(new RegExp(`a lo sumo ${NOTICE_MAX_DAYS} días desde hoy`)),
    ]);
    expect(read({ ...NOTICE, end: '2028-06-12T07:29:00' })).toMatchObject({ value: { shown: true } });
    expect(messages({ ...NOTICE, end: '2028-06-05T07:00:00' })).toEqual([
      expect.stringMatching(/«Hasta» tiene que ser después de «Desde»/),
    ]);
    expect(messages({ ...NOTICE, text: 'Vengan <b>todos</b>' })).toEqual([
      expect.stringMatching(/sin < ni >/),
    ]);
    expect(messages({ ...NOTICE, text: 'x'.repeat(201) })).toEqual([
      expect.stringMatching(/hasta 200 letras/),
    ]);
  });

  it('is not refused once its end has passed: a build then leaves it out', () => {
    vi.useFakeTimers({ now: Date.parse('2028-06-07T00:00:00-03:00'), toFake: ['Date'] });
    expect(read(NOTICE)).toMatchObject({ value: { shown: true } });
  });

  it('is carried by the pages built before its end, in the school’s time, and left out of those built after', () => {
    const end = Date.parse('2028-06-06T07:00:00-03:00');
    expect(noticeForPages(NOTICE, new Date(end - 1))).toMatchObject({
      text: NOTICE.text,
      urgent: true,
      start: Date.parse('2028-06-05T08:00:00-03:00'),
      end,
    });
    expect(noticeForPages(NOTICE, new Date(end))).toBeNull();
    expect(noticeForPages({ ...NOTICE, shown: false }, new Date(end - 1))).toBeNull();
  });

  it('names each text apart, so that a visitor who closed one sees the next', () => {
    const at = new Date('2028-06-05T12:00:00Z');
    const id = (text: string) => noticeForPages({ ...NOTICE, text }, at)!.id;
    expect(id(NOTICE.text!)).toBe(id(NOTICE.text!));
    expect(id(NOTICE.text!)).not.toBe(id('Mañana tampoco hay clases.'));
  });
});
