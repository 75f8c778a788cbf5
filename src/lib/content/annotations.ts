// A content problem as a GitHub Actions workflow command, so that a pull request shows it on the
// line it is about: ::error file=<path>,line=<n>,title=<path>::<message> (::warning for a warning). GitHub reads `%`, CR
// and LF escaped in the message, and also `:` and `,` in the properties.
import type { ContentProblem } from './problems.ts';

const escapeData = (text: string) => text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
const escapeProperty = (text: string) => escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');

export function annotation({ file, line, path, message }: ContentProblem, level: 'error' | 'warning' = 'error'): string {
  const properties = [`file=${escapeProperty(file)}`, ...(line === undefined ? [] : [`line=${line}`]), `title=${escapeProperty(path)}`];
  return `::${level} ${properties.join(',')}::${escapeData(message)}`;
}
