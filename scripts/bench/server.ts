/**
 * The bare node:http server the API bench compares with: `node scripts/bench/server.ts <file>`
 * answers each `METHOD path` of the JSON file (recorded from the API by api.ts) with the very
 * status, headers and body, on PORT of HOST, and 404 otherwise.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

interface CannedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const file = process.argv[2];
if (file === undefined) throw new Error('usage: node scripts/bench/server.ts <responses.json>');
const recorded = JSON.parse(readFileSync(file, 'utf8')) as Record<string, CannedResponse>;
const responses = new Map(Object.entries(recorded).map(([key, r]) => [key, { ...r, body: Buffer.from(r.body) }]));

createServer((req, res) => {
  const canned = responses.get(`${req.method} ${req.url}`);
  // Read the request body, as the API must, before answering.
  req.resume();
  req.on('end', () => {
    if (canned === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(canned.status, { ...canned.headers, 'content-length': canned.body.byteLength });
    res.end(canned.body);
  });
}).listen(Number(process.env['PORT'] ?? 0), process.env['HOST'] ?? '127.0.0.1');
