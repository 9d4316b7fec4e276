// `npm run serve [-- port]`: the built site on http://127.0.0.1:3000, and
// staff's editor, a site of its own (firebase.json), on the next port.
import { importSource } from '../lib/source-modules.mjs';
import { SITES, startStaticServer } from '../lib/static-server.mjs';

const { say } = await importSource('content/messages.ts');

const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);
try {
  await startStaticServer(port, { target: SITES.site });
  await startStaticServer(port + 1, { target: SITES.editor });
  console.log(say('siteServed', `http://127.0.0.1:${port}`));
  console.log(say('editorServed', `http://127.0.0.1:${port + 1}/editar`));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
