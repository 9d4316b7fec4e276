import type { PageNotice } from '~/content/notice';

/** The notice's region: what it is called to screen readers, and its level's word. */
export const NOTICE_LABEL = 'Aviso para las familias';

/**
 * «Aviso para las familias» at the top of the page, outside <main>: a
 * labelled region that takes no focus and is not announced (it is in the
 * page when it loads). The boot script, before the first paint,
 * hides a closed, early or ended notice, and makes «Cerrar» work
 * (src/page-script/boot.ts).
 */
export function Notice({ notice }: { notice: PageNotice }) {
  return (
    <section
      className={notice.urgent ? 'notice notice--urgent' : 'notice'}
      aria-label={NOTICE_LABEL}
      data-notice={notice.id}
    >
      <div className="container notice__inner">
        <p className="notice__text">
          {notice.urgent && <strong className="notice__level">Urgente: </strong>}
          {notice.text}
          {notice.link && (
            <>
              {' '}
              <a href={notice.link}>Leer más</a>
            </>
          )}
        </p>
        <button type="button" className="notice__close" data-notice-close="">
          Cerrar
        </button>
      </div>
    </section>
  );
}
