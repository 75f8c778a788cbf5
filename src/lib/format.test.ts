import { describe, expect, it } from 'vitest';
import { formatPeople, formatPercent, formatUsd, formatUsdWhole, monthlySubsidyMessage } from './format.ts';

describe('formatUsd', () => {
  it.each([
    [397.85, '$397.85'],
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [1_000_000, '$1,000,000.00'],
    [0.1 + 0.2, '$0.30'],
  ])('%s -> %s', (amount, text) => expect(formatUsd(amount)).toBe(text));
});

describe('formatUsdWhole', () => {
  it('drops the cents of yearly figures', () => {
    expect(formatUsdWhole(15650)).toBe('$15,650');
    expect(formatUsdWhole(62600)).toBe('$62,600');
  });
});

describe('formatPercent', () => {
  it('always shows two decimals and groups thousands', () => {
    expect(formatPercent(7.47)).toBe('7.47%');
    expect(formatPercent(8.5)).toBe('8.50%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(1250)).toBe('1,250.00%');
    expect(formatPercent(287.5496)).toBe('287.55%');
  });
});

describe('monthlySubsidyMessage', () => {
  it('is the success toast’s text with the panel format', () => {
    expect(monthlySubsidyMessage(397.85)).toBe('Monthly subsidy: $397.85');
    expect(monthlySubsidyMessage(0)).toBe('Monthly subsidy: $0.00');
  });
});

describe('formatPeople', () => {
  it('uses the singular for one', () => {
    expect(formatPeople(1)).toBe('1 person');
    expect(formatPeople(4)).toBe('4 people');
  });
});
