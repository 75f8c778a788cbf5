// The bare node:http server the API bench compares with: `node scripts/bench/server.ts <file>` answers
// each recorded `METHOD path` with the API's bytes, and the subsidy POST with its work done by hand.
import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { calculateSubsidy, subsidyRequestSchema } from '#subsidy';

interface RecordedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const file = process.argv[2];
if (file === undefined) throw new Error('usage: node scripts/bench/server.ts <responses.json>');
const recorded = JSON.parse(readFileSync(file, 'utf8')) as Record<string, RecordedResponse>;
const responses = new Map(Object.entries(recorded).map(([key, r]) => [key, { ...r, body: Buffer.from(r.body) }]));

/** The work of POST /api/subsidy-calculation: the answer's status and JSON text. */
function calculate(text: string): [status: number, body: string] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [400, JSON.stringify({ error: 'Request body is not valid JSON', issues: [] })];
  }
  const request = subsidyRequestSchema.safeParse(json);
  if (!request.success) return [400, JSON.stringify({ error: 'Invalid request body', issues: [] })];
  const outcome = calculateSubsidy(request.data, { now: new Date() });
  if (!outcome.ok) return [400, JSON.stringify({ error: 'Cannot calculate a subsidy for this request', issues: outcome.issues })];
  return [200, JSON.stringify(outcome.result)];
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: string | Buffer): void {
  res.writeHead(status, { ...headers, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

createServer((req, res) => {
  const key = `${req.method} ${req.url}`;
  const answer = responses.get(key);
  // Read the request body, as the API must, before answering.
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    if (answer === undefined) {
      res.writeHead(404).end();
      return;
    }
    if (key === 'POST /api/subsidy-calculation') {
      const [status, body] = calculate(Buffer.concat(chunks).toString('utf8'));
      send(res, status, answer.headers, body);
      return;
    }
    send(res, answer.status, answer.headers, answer.body);
  });
}).listen(Number(process.env['PORT'] ?? 0), process.env['HOST'] ?? '127.0.0.1');
