import { describe, expect, it } from 'vitest';
import { batchedLines } from './log-sink.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('batchedLines', () => {
  it('writes the lines gathered within the delay in one write, in order', async () => {
    const writes: string[] = [];
    const sink = batchedLines({ write: (chunk: string) => writes.push(chunk) }, { maxDelayMs: 20 });
    sink.write('a');
    sink.write('b');
    expect(writes).toEqual([]);
    await sleep(40);
    expect(writes).toEqual(['a\nb\n']);
    sink.write('c');
    sink.flush();
    expect(writes).toEqual(['a\nb\n', 'c\n']);
  });

  it('writes at once when the batch is full', () => {
    const writes: string[] = [];
    const sink = batchedLines({ write: (chunk: string) => writes.push(chunk) }, { maxLines: 2 });
    sink.write('a');
    sink.write('b');
    expect(writes).toEqual(['a\nb\n']);
    sink.flush();
    expect(writes).toHaveLength(1);
  });
});
