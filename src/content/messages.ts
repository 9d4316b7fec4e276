// Everything staff and the administrator are told, in Spanish, in one place
// (after Astro's errors-data.ts): each message by name, what happened, and a
// hint of what to do. The build, the preflight, the editor's panel and
// preview, and the workflows' reports to the pull request take their words
// from here (`say`); a problem on a file carries its file and line beside
// them (problem.ts). A field's own label, hint and limits stay with its rule,
// in its schema (kinds.ts), where the editor's form reads them too; the
// incident reports to the administrator are the workflows' scripts'
// (scripts/lib/incident-report.mjs). Runs in a browser as in Node.
import STATUSES from './commit-statuses.json' with { type: 'json' };

/** One message: what happened, from what the caller knows; and what to do, if anything. */
interface Message {
  message: string | ((...args: never[]) => string);
  hint?: string;
}

/** «1 página» or «3 páginas»: `count` with the word that fits it. */
const counted = (count: number, one: string, many: string) =>
  count === 1 ? one : `${count} ${many}`;

/** What ends every message that stops a publication. */
const NOTHING_PUBLISHED = 'No se publicó nada.';

/** What may stand between braces in a page, as staff read it in an error. */
const BRACES_HOLD_DETAILS =
  'Entre llaves solo van datos del colegio, como {school.name}, {school.city} o {school.students}.';

/** A field that still holds what the site shipped with (the preflight). */
const stillTheExample = (label: string, value: string) =>
  `${label} todavía es la de ejemplo (${value}):`;

/** What the administrator is asked for when staff cannot go on by themselves. */
const ASK_ADMIN = 'avisá a quien administra el sitio';

export const MESSAGES = {
  // — A build stopped: the summary above each file's problems —
  jsonFileWrong: {
    message: (file: string) => `El archivo ${file} no está bien.`,
    hint: NOTHING_PUBLISHED,
  },
  jsonFileMissing: { message: 'El archivo no está.', hint: 'Volvé a crearlo desde el editor.' },
  pageDataWrong: { message: 'Los datos de una página no están bien.', hint: NOTHING_PUBLISHED },
  pagesHoldCode: {
    message: (count: number) =>
      `Una página tiene ${counted(count, 'algo que no es texto', 'cosas que no son texto')} (cada una con su archivo y su línea).`,
    hint: NOTHING_PUBLISHED,
  },
  pagesCannotPublish: {
    message: (count: number) =>
      `${count === 1 ? 'Una página no se puede publicar' : `${count} problemas impiden publicar páginas`} (cada uno con su archivo y su línea).`,
    hint: NOTHING_PUBLISHED,
  },
  uploadsCannotPublish: {
    message: (count: number) =>
      `${count === 1 ? 'Un archivo subido no se puede publicar' : `${count} archivos subidos no se pueden publicar`} (cada uno con su nombre).`,
    hint: NOTHING_PUBLISHED,
  },
  filesCannotPublish: {
    message: (count: number) =>
      `${count === 1 ? 'Un archivo no se puede publicar' : `${count} archivos no se pueden publicar`} (cada uno con su nombre).`,
    hint: NOTHING_PUBLISHED,
  },
  contentHasProblems: {
    message: (count: number) =>
      `El contenido tiene ${counted(count, 'un problema', 'problemas')} (arriba, cada uno con su archivo y su línea).`,
    hint: NOTHING_PUBLISHED,
  },
  newsFileWrong: { message: 'Una noticia del sitio no está bien.', hint: NOTHING_PUBLISHED },
  pageLeftOut: { message: (problem: string) => `Página que se deja afuera: ${problem}` },
  problemAt: {
    message: (file: string, line: number, message: string) => `${file}, línea ${line}: ${message}`,
  },

  // — A file's data (entries.ts) —
  fieldInvalid: { message: (label: string, why: string) => `${label} no es válido: ${why}` },
  frontmatterUnreadable: {
    message: (why: string) => `Los datos entre las dos líneas --- no se pueden leer: ${why}`,
  },
  frontmatterMissing: { message: 'El archivo no empieza con sus datos entre dos líneas ---.' },
  jsonInvalid: { message: (why: string) => `No es un JSON válido: ${why}` },
  newsWithoutText: { message: 'La noticia no tiene texto.' },

  // — A page's name and address (page-entries.ts, site/addresses.ts) —
  pageNameWrong: {
    message: (name: string) =>
      `El nombre del archivo, «${name}», es el final de la dirección de la página y no sirve así.`,
    hint: 'Solo minúsculas sin acentos, números y guiones entre palabras, como uniforme-escolar.',
  },
  addressShared: {
    message: (address: string, other: string) => `La dirección ${address} es también la de ${other}:`,
    hint: 'cada página necesita la suya.',
  },
  addressTaken: {
    message: (address: string) => `La dirección ${address} ya es de otra parte del sitio:`,
    hint: 'cambiá el nombre del archivo o la sección.',
  },
  fixedPageGone: {
    message: (address: string) =>
      `Esta página no se puede quitar: el sitio la enlaza desde su menú y su portada (${address}).`,
    hint: 'Se puede cambiar su texto, no borrarla.',
  },

  // — What a page may hold (builder/text/page-content.ts) —
  pageImportsCode: {
    message: 'Una página no puede traer código (import o export):',
    hint: 'borrá esta línea. Los datos del colegio se escriben entre llaves, como {school.name}.',
  },
  notSchoolDetail: {
    message: (expression: string) => `{${expression}} no es un dato del colegio.`,
    hint: BRACES_HOLD_DETAILS,
  },
  tagNotAllowed: {
    message: (tag: string, allowed: string) =>
      `La etiqueta <${tag}> no se puede usar en una página: solo ${allowed},`,
    hint: 'con className si hace falta.',
  },
  attributeInBraces: {
    message: (tag: string) => `La etiqueta <${tag}> tiene un atributo entre llaves:`,
    hint: 'en una página solo va className="…".',
  },
  attributeNotAllowed: {
    message: (attribute: string, tag: string) =>
      `El atributo «${attribute}» de <${tag}> no se puede usar:`,
    hint: 'en una página solo va className="…", con el texto entre comillas.',
  },
  htmlComment: {
    message: 'Un comentario de HTML (<!-- … -->) no va en una página:',
    hint: 'borralo, o escribilo como {/* … */}, que no se publica.',
  },
  angleAddress: {
    message: 'Una dirección entre < y > no va en una página:',
    hint: 'escribila como [texto](https://…), o sola, sin los signos.',
  },
  pastedTag: {
    message:
      'Hay un «<» que empieza una etiqueta HTML (por ejemplo, pegada de una página web), y una página no las lleva:',
    hint: 'borrala, o escribí el signo como \\<.',
  },
  openBrace: {
    message: 'Hay una llave «{» sin cerrar, o algo entre llaves que no se puede leer.',
    hint: BRACES_HOLD_DETAILS,
  },
  textUnreadable: {
    message: (column?: number) =>
      `El texto no se puede leer${column ? ` desde la columna ${column}` : ''}:`,
    hint: 'revisá los signos <, >, { y } de esta línea.',
  },
  previewTextUnreadable: {
    message: 'El texto no se puede leer como una página desde aquí:',
    hint: 'revisá que cada etiqueta (<div>…</div>) se cierre y que cada llave { tenga su }.',
  },

  // — The content checks (builder/text/content-checks.ts) —
  articleRepeated: {
    message: (number: number, first: number) =>
      `El artículo ${number} está repetido: ya aparece en la línea ${first}.`,
    hint: 'Cada artículo lleva su propio número.',
  },
  articleMissing: {
    message: (previous: number, number: number) =>
      `Después del artículo ${previous} viene el ${number}: falta el artículo ${previous + 1}, o este número está mal.`,
  },
  articleOutOfOrder: {
    message: (number: number, previous: number) =>
      `El artículo ${number} está después del ${previous}:`,
    hint: 'los artículos van en orden.',
  },
  totalNotANumber: {
    message: (row: string, column: string, sum: string) =>
      `En la fila «${row}», la columna «${column}» no tiene un número; las materias suman ${sum}.`,
  },
  totalWrong: {
    message: (row: string, column: string, stated: string, sum: string) =>
      `En la fila «${row}», la columna «${column}» dice ${stated}, pero las materias suman ${sum}.`,
  },
  annotationTitle: { message: 'Revisión del contenido' },
  linkToNoPage: {
    message: (words: string, url: string) =>
      `El enlace «${words}» lleva a ${url}, una página que el sitio no tiene.`,
  },
  linkToNoSection: {
    message: (words: string, hash: string, where: string) =>
      `El enlace «${words}» lleva a la sección ${hash} de ${where}, que no existe`,
    hint: '(¿cambió el título o el número de esa sección?).',
  },

  // — Uploaded files (builder/text/public-files.server.ts, build-end/served-files.server.ts) —
  uploadRunsCode: {
    message:
      'el sitio no publica páginas, scripts ni archivos XML subidos: podrían ejecutar código en el sitio, donde el personal entra al editor.',
    hint: 'Borralo, o pasá su texto a una página del editor.',
  },
  drawingUnsafe: {
    message: 'no es un dibujo SVG que el sitio pueda mostrar.',
    hint: 'Subí una foto (JPG, PNG o WebP) o un SVG.',
  },

  // — The preflight (builder/text/preflight.ts, scripts/commands/preflight.mjs) —
  placeholderLink: {
    message: (label: string, address: string) =>
      `${label} todavía tiene la dirección de ejemplo (${address}):`,
    hint: 'poné la del colegio.',
  },
  placeholderWhatsapp: {
    message: (label: string, number: string) => `${label} todavía es el de ejemplo (${number}):`,
    hint: 'poné el del colegio.',
  },
  placeholderSiteUrl: {
    message: stillTheExample,
    hint: 'poné la dirección pública del sitio.',
  },
  placeholderEditorUrl: {
    message: stillTheExample,
    hint: 'poné la del sitio del editor en Firebase Hosting.',
  },
  placeholderRepository: {
    message: stillTheExample,
    hint: 'poné la del repositorio del colegio.',
  },
  sampleNews: {
    message: 'Es una noticia de ejemplo que vino con el sitio:',
    hint: 'borrala, o quitale la línea «sample: true» si el colegio la hace suya.',
  },
  firebaseSettingsWrong: {
    message: (why: string) =>
      `La configuración de Firebase (las variables VITE_FIREBASE_* del repositorio, o .env) no es válida: ${why}`,
  },
  notReadyToPublish: {
    message: (count: number) => `El sitio todavía no se puede publicar (${count}):`,
  },
  readyToPublish: { message: 'Listo para publicar.' },
  siteServed: { message: (address: string) => `Sitio servido en ${address} (Ctrl+C para terminar)` },
  editorServed: { message: (address: string) => `Editor servido en ${address}` },

  // — The pull request, as the editor's panel reads it (scripts/commands/preview-status.mjs, editor/review.ts) —
  previewPending: { message: 'Generando la vista previa…' },
  previewReady: { message: 'La vista previa está lista.' },
  previewFindings: {
    message: 'Hay algo para corregir en el texto:',
    hint: 'el editor dice qué y dónde.',
  },
  previewFailed: { message: 'No se pudo generar la vista previa.' },
  // Also the live site's commit status, which the workflow posts with nothing installed.
  onSite: { message: STATUSES.onSite },
  findingsComment: {
    message: (count: number) =>
      `**Revisión del contenido:** ${count === 1 ? 'hay una cosa' : `hay ${count} cosas`} para corregir antes de publicar.`,
  },

  // — The editor's panel «Tus cambios» (editor/review-panel-view.ts) —
  panelTitle: { message: 'Tus cambios' },
  panelSummary: { message: (parts: string) => `Tus cambios: ${parts}` },
  countToFix: { message: (count: number) => `${count} para corregir` },
  countToPublish: { message: (count: number) => `${count} para publicar` },
  countDrafts: { message: (count: number) => `${count} en borrador` },
  countUnchecked: { message: (count: number) => `${count} sin revisar` },
  countChecking: { message: (count: number) => `${count} en revisión` },
  stateChecking: {
    message: 'Se está revisando y preparando la vista previa.',
    hint: 'Suele tardar unos 5 minutos.',
  },
  stateReady: { message: 'Revisado: todo en orden.' },
  stateDraft: {
    message:
      'Revisado, y marcado «Borrador»: se guardó con su vista previa, pero no se publica mientras tenga la marca. Las familias siguen viendo el texto publicado.',
    hint: 'Cuando esté listo, quitá «Borrador» en el editor y guardá.',
  },
  stateConflict: {
    message:
      'Este cambio choca con otro que se publicó antes sobre el mismo texto, y así no se puede revisar ni publicar.',
    hint: `Volvé a abrir la página en el editor, hacé el cambio otra vez sobre lo publicado y guardá; si no sabés cómo, ${ASK_ADMIN}.`,
  },
  stateUnchecked: {
    message: 'La revisión de este cambio no empezó.',
    hint: `Guardalo otra vez en el editor para que empiece; si sigue así, ${ASK_ADMIN}.`,
  },
  stateTechnical: {
    message: 'Una revisión automática falló por un motivo técnico, no por tu texto.',
    hint: 'Avisá a quien administra el sitio.',
  },
  stateFailed: { message: 'Hay que corregir algo antes de publicar:' },
  finding: {
    message: (place: string, line: number, message: string) =>
      `En ${place}, línea ${line}: ${message}`,
  },
  fixAndSave: { message: 'Corregilo en el editor y guardá: se revisa de nuevo solo.' },
  seePreview: { message: 'Ver la vista previa' },
  publish: { message: 'Publicar en el sitio' },
  publishing: { message: 'Publicando…' },
  published: { message: 'Publicado: el sitio se actualiza en unos minutos.' },
  publishMovedHead: {
    message: 'Este cambio se modificó después de revisarse, así que no se publicó:',
    hint: 'se revisa de nuevo y, cuando esté en orden, vas a poder publicarlo.',
  },
  publishWaitsChecks: {
    message: 'Todavía no se puede publicar: GitHub espera que terminen las revisiones.',
    hint: 'Probá en un momento.',
  },
  publishFailed: { message: 'No se pudo publicar.', hint: 'Probá de nuevo en un momento.' },
  panelConfigUnreadable: {
    message:
      'No se pudo leer la configuración del editor, así que «Tus cambios» no puede mostrar tus cambios.',
    hint: `Volvé a abrir la página; si sigue igual, ${ASK_ADMIN}.`,
  },
  panelSignedOut: {
    message: 'Tu sesión de GitHub se cerró:',
    hint: 'volvé a iniciar sesión en el editor para publicar.',
  },
  panelExpired: {
    message: 'Tu sesión de GitHub venció:',
    hint: 'volvé a iniciar sesión en el editor.',
  },
  panelGitHubDown: { message: 'No se pudo consultar GitHub;', hint: 'se vuelve a intentar solo.' },

  // — The editor's preview (editor/preview/) —
  previewLoading: { message: 'Preparando la vista previa…' },
  previewLoadFailed: {
    message: 'No se pudo cargar la vista previa:',
    hint: 'revisá la conexión y volvé a abrir esta página. Lo que escribís se guarda igual.',
  },
  previewAddress: { message: 'Dirección de esta página:' },
  previewProblems: {
    message: (count: number) =>
      count === 1
        ? 'Hay un problema que impide publicar esta página'
        : `Hay ${count} problemas que impiden publicar esta página`,
  },
  previewProblemsMarked: {
    message: ': cada uno está señalado en su lugar, con su línea en el cuadro de texto.',
  },
  previewUnreadableAt: {
    message: (line: number, problem: string) =>
      ` (abajo, la página como estaba antes). Línea ${line}: ${problem}`,
  },
  previewLine: { message: (line: number, problem: string) => `Línea ${line}: ${problem}` },
  previewOnHome: { message: 'En la página de inicio' },
  previewPhoneWidth: { message: (width: number) => `Ver con el ancho de un celular (${width} px)` },
  previewInFooter: { message: 'Al pie de cada página' },

  // — The editor's own words (editor/config.server.ts, fields.server.ts, page.server.ts) —
  pagesCollection: {
    message: (fixed: string) =>
      `Las páginas largas del sitio. «Nuevo» agrega una, con su lugar en el menú si lo tiene. ${fixed} son del sitio original: se puede cambiar su texto, no su dirección, y no se pueden borrar.`,
  },
  pageNameHint: {
    message:
      'El final de la dirección de la página (/sección/este-nombre). Se elige al crearla y después no cambia.',
  },
  valueShapeWrong: { message: 'El valor no tiene la forma esperada.' },
  commitCreate: { message: 'Crear {{collection}} «{{slug}}»' },
  commitUpdate: { message: 'Actualizar {{collection}} «{{slug}}»' },
  commitDelete: { message: 'Borrar {{collection}} «{{slug}}»' },
  commitUpload: { message: 'Subir «{{path}}»' },
  commitDeleteMedia: { message: 'Borrar «{{path}}»' },
  editorTitle: { message: 'Editor del sitio' },
  editorOwnAddress: {
    message:
      'El editor tiene una dirección propia, aparte del sitio, para que ninguna página del sitio pueda leer la sesión de quien edita.',
  },
  openEditor: { message: 'Abrir el editor' },
} satisfies Record<string, Message>;

export type MessageName = keyof typeof MESSAGES;

/** What the message `name` takes: the facts its text is made of. */
type MessageArgs<Name extends MessageName> = (typeof MESSAGES)[Name]['message'] extends (
  ...args: infer Args
) => string
  ? Args
  : [];

/** The message `name` as its reader reads it: what happened, then what to do. */
export function say<Name extends MessageName>(name: Name, ...args: MessageArgs<Name>): string {
  const { message, hint } = MESSAGES[name] as Message;
  const text = typeof message === 'function' ? (message as (...a: unknown[]) => string)(...args) : message;
  return hint ? `${text} ${hint}` : text;
}
