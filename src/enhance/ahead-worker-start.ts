// The entry of the service worker (ahead-worker.ts), bundled by the build
// into the site's root as AHEAD_WORKER (fetch-ahead.ts), whose scope is then
// the whole site.
import { serveAhead, type WorkerScope } from './ahead-worker';

serveAhead(self as unknown as WorkerScope);
