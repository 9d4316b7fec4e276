// `npm run serve [-- port]`: the built site on http://127.0.0.1:3000, and
// staff's editor, a site of its own (firebase.json), on the next port.
import { SITES, startStaticServer } from '../lib/static-server.mjs';

const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);
try {
  await startStaticServer(port, { target: SITES.site });
  await startStaticServer(port + 1, { target: SITES.editor });
  console.log(`Sitio servido en http://127.0.0.1:${port} (Ctrl+C para terminar)`);
  console.log(`Editor servido en http://127.0.0.1:${port + 1}/editar`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
