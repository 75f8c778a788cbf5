/**
 * Starts the offline worker in a built site only (there is no sw.js in `astro dev`). Part of the
 * frame's script on every page (BaseLayout). The worker client (Workbox's window library, the
 * registration and the update notice, ./worker-client.ts) is fetched by URL, as a script of its own
 * (src/lib/build/script-url.ts), a second after the page is done (../page-idle.ts: loaded, its
 * islands live, idle) and the site search has started its files: the page needs none of it to show
 * or work, so neither it nor the precache it starts competes with what the page shows and does
 * first. Every page ships this, so it is small.
 */
import { onPageIdle } from '../page-idle.ts';

/** The built URL of worker-client.ts, filled in by the build (src/lib/build/offline.ts). */
declare const __OFFLINE_WORKER_URL__: string;

if (import.meta.env.PROD) onPageIdle(() => setTimeout(() => import(/* @vite-ignore */ __OFFLINE_WORKER_URL__), 1e3));
