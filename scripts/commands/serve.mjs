// `npm run serve [-- port]`: the built site on http://127.0.0.1:3000.
import { startStaticServer } from '../lib/static-server.mjs';

const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);
try {
  await startStaticServer(port);
  console.log(`Sitio servido en http://127.0.0.1:${port} (Ctrl+C para terminar)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
