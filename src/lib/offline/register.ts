/**
 * Starts the offline worker in a built site, a second after the page is done (../page-idle.ts), by
 * fetching its client as a script of its own (docs/behaviour.md, "Offline").
 */ import { onPageIdle } from '../page-idle.ts';

/** The built URL of worker-client.ts, filled in by the build (src/lib/build/offline.ts). */
declare const __OFFLINE_WORKER_URL__: string;

if (import.meta.env.PROD) onPageIdle(() => setTimeout(() => import(/* @vite-ignore */ __OFFLINE_WORKER_URL__), 1e3));
