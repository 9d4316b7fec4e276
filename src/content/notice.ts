// «Aviso para las familias»: one short notice staff put at the top of every
// page (a day without classes, a storm), kept in a JSON file of the content
// folder (kinds.ts) and edited in the browser like the school's details. It
// ends by itself: the pages hide it after its end (src/page-script/boot.ts),
// and a build after its end leaves it out. The schema is the one home of its
// rules, for the build and the editor's form alike.
import { z } from 'zod';
import { parseDate } from '../lib/dates.ts';
import { matching } from './frontmatter.ts';

/** The furthest ahead a notice may end, from when it is saved (and built). */
export const NOTICE_MAX_DAYS = 7;

/** The notice's two levels, as staff read them. */
export const NOTICE_LEVELS = { info: 'Informativo', urgent: 'Urgente' } as const;

/**
 * A date and time as the editor saves one picked (the school's time), or
 * with its offset. `within` days: the form offers only from now to that
 * many days ahead, by the browser's clock (src/editor/boot.js fills them in).
 */
const moment = (title: string, description: string, within?: number) =>
  z.iso.datetime({ offset: true, local: true }).meta({
    title,
    description,
    widget: 'datetime',
    ...(within ? { min: 'now', max: `now+${within}d` } : {}),
  });

const fields = z.strictObject({
  shown: z.boolean().meta({
    title: 'Mostrar el aviso',
    description: 'Encendido, el aviso sale arriba de cada página hasta su fin. Apagalo para sacarlo antes.',
  }),
  text: matching(/^[^<>]{1,200}$/, 'Escribí el aviso en hasta 200 letras, sin < ni >.', {
    title: 'Texto del aviso',
    description: 'Corto y claro, como «Hoy no hay clases por la tormenta». Hasta 200 letras, sin formato.',
  }),
  link: matching(
    /^\/[a-z0-9/-]*$/,
    'Escribí la dirección de una página del sitio o de una noticia, empezando por /, como /institucional/novedades.',
    {
      title: 'Enlace',
      description: 'Una página del sitio o una noticia donde leer más, como /institucional/novedades.',
    },
  ).optional(),
  level: z
    .enum(Object.keys(NOTICE_LEVELS) as [keyof typeof NOTICE_LEVELS])
    .meta({ title: 'Nivel', description: '«Urgente» se ve en rojo.', labels: NOTICE_LEVELS }),
  start: moment('Desde', 'Cuándo empieza a verse. Vacío: apenas se publica.').optional(),
  end: moment(
    'Hasta',
    `Cuándo deja de verse, en la hora de Argentina: a lo sumo ${NOTICE_MAX_DAYS} días desde hoy.`,
    NOTICE_MAX_DAYS,
  ),
});

/** What a notice's file holds. */
export type Notice = z.infer<typeof fields>;

const DAY_MS = 86_400_000;

/**
 * The file's rules. A notice whose end has passed is not refused (a build
 * after its end leaves it out, noticeForPages); one ending more than
 * NOTICE_MAX_DAYS from the build's clock is, as the form refuses it.
 */
export const noticeSchema = fields.superRefine((notice, context) => {
  if (!notice.shown) return;
  const end = parseDate(notice.end).getTime();
  const start = notice.start ? parseDate(notice.start).getTime() : null;
  if (start !== null && end <= start)
    context.addIssue({ code: 'custom', path: ['end'], message: '«Hasta» tiene que ser después de «Desde».' });
  if (end - Date.now() > NOTICE_MAX_DAYS * DAY_MS)
    context.addIssue({
      code: 'custom',
      path: ['end'],
      message: `Un aviso dura a lo sumo ${NOTICE_MAX_DAYS} días desde hoy: acercá «Hasta».`,
    });
});

/** A notice as the pages carry it: its text and times settled. */
export interface PageNotice {
  text: string;
  link?: string;
  urgent: boolean;
  /** Milliseconds since the epoch; null: from its publication. */
  start: number | null;
  end: number;
  /** Names this text: a visitor who closed it sees it again when the text changes. */
  id: string;
}

/** A short, stable name of a text (FNV-1a, in base 36): no secret, just which text it was. */
const textId = (text: string) => {
  let hash = 0x811c9dc5;
  for (const character of text) {
    hash ^= character.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
};

/**
 * The notice the pages built at `now` carry: none when it is off or already
 * over (a build after its end leaves it out); one not yet started is
 * carried, and hidden by the pages until its start.
 */
export function noticeForPages(notice: Notice, now: Date): PageNotice | null {
  if (!notice.shown) return null;
  const end = parseDate(notice.end).getTime();
  if (end <= now.getTime()) return null;
  return {
    text: notice.text,
    ...(notice.link ? { link: notice.link } : {}),
    urgent: notice.level === 'urgent',
    start: notice.start ? parseDate(notice.start).getTime() : null,
    end,
    id: textId(notice.text),
  };
}

/**
 * The end of a notice the pages published at `publishedAt` carry, once it
 * has passed by `now`: then the scheduled publication builds them again
 * without it (src/news/archive/check.server.ts). A build before its end
 * carried it; one published just after its end may have run just before it,
 * which this cannot tell: those pages hide it by their script (boot.ts), and
 * their HTML keeps it until the next publication.
 */
export function endedSincePublished(notice: Notice, publishedAt: Date, now: Date): Date | null {
  if (!notice.shown) return null;
  const end = parseDate(notice.end);
  return end >= publishedAt && end <= now ? end : null;
}
