/**
 * Checks the built pages with the W3C Nu HTML Checker (vnu.jar from the vnu-jar package, run on the
 * machine's Java) and fails on any HTML error, naming the page, the line and the message. CSS
 * messages are left out: the checker's CSS grammar predates what Tailwind v4 writes.
 * Usage: node scripts/check-html.ts [folder …]   (default: dist)
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const jar = fileURLToPath(new URL('../node_modules/vnu-jar/build/dist/vnu.jar', import.meta.url));
const folders = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['dist'];
for (const folder of folders) if (!existsSync(folder)) throw new Error(`${folder} does not exist: build the site first`);

interface Message {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
}

let output: string;
try {
  output = execFileSync('java', ['-jar', jar, '--errors-only', '--format', 'json', '--skip-non-html', ...folders], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
} catch (error) {
  // The checker exits 1 when it found errors and writes its JSON to stderr either way.
  const failed = error as { stderr?: string; stdout?: string; code?: string };
  if (failed.code === 'ENOENT')
    throw new Error('java is not installed: the HTML check needs Java 11 or later (apt-get install default-jre-headless)');
  output = failed.stderr || failed.stdout || '';
}
const report = JSON.parse(output.slice(output.indexOf('{'))) as { messages: Message[] };
const errors = report.messages.filter((m) => m.type === 'error' && !m.message.startsWith('CSS:'));
for (const m of errors) console.log(`${relative(process.cwd(), fileURLToPath(m.url ?? 'file:///'))}:${m.lastLine ?? 0}: ${m.message}`);
console.log(`HTML check: ${errors.length} error${errors.length === 1 ? '' : 's'} in ${folders.join(', ')}`);
process.exit(errors.length === 0 ? 0 : 1);
