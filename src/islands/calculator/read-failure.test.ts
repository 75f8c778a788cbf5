import { describe, expect, it } from 'vitest';
import { ApiError, type ErrorAnswer } from '../../lib/api-read.ts';
import { fieldForPath, readFailure } from './read-failure.ts';

const badRequest = (body: ErrorAnswer) => new ApiError(400, `400: ${JSON.stringify(body)}`, body);

describe('fieldForPath', () => {
  it('maps API paths to form fields', () => {
    expect(fieldForPath('zipCode')).toBe('zipCode');
    expect(fieldForPath('familySize')).toBe('familySize');
    expect(fieldForPath('ages')).toBe('ages');
    expect(fieldForPath('ages.2')).toBe('members.2.age');
    expect(fieldForPath('childrenOnMarketplace')).toBe('childrenOnMarketplace');
    expect(fieldForPath('')).toBeNull();
    expect(fieldForPath('other')).toBeNull();
  });
  it('maps a member’s and an offer’s fields to that person’s or that offer’s control', () => {
    expect(fieldForPath('members.2.immigrationStatus')).toBe('members.2.immigrationStatus');
    expect(fieldForPath('members.0.age')).toBe('members.0.age');
    expect(fieldForPath('members.1.medicaidBarredByStatus')).toBe('members.1.medicaidBarredByStatus');
    expect(fieldForPath('jobOffers.0.familyMembers.1')).toBe('jobOffers.0.familyMembers');
    expect(fieldForPath('jobOffers.1.familyMonthly')).toBe('jobOffers.1.familyMonthly');
    // A whole member or offer (or a field the form has not) lands on its first control.
    expect(fieldForPath('members.3')).toBe('members.3.age');
    expect(fieldForPath('members.3.nickname')).toBe('members.3.age');
    expect(fieldForPath('jobOffers.2')).toBe('jobOffers.2.employee');
    // The list as a whole: its length is the household size.
    expect(fieldForPath('members')).toBe('familySize');
    expect(fieldForPath('jobOffers')).toBeNull();
  });
});

describe('readFailure', () => {
  it('puts a 400 issue next to its field, as the API sent it', () => {
    const failure = readFailure(
      badRequest({
        error: 'Cannot calculate',
        issues: [
          { path: 'zipCode', message: 'ZIP code 00000 starts with 000, which is unassigned.' },
          { path: 'ages.1', message: 'each age must be from 0 to 120 (got 130)' },
          { path: 'ages.1', message: 'and another' },
          { path: '', message: 'The request body must be a JSON object' },
        ],
      }),
    );
    expect(failure).toEqual({
      kind: 'invalid',
      fields: {
        zipCode: [{ api: 'ZIP code 00000 starts with 000, which is unassigned.' }],
        'members.1.age': [{ api: 'each age must be from 0 to 120 (got 130)' }, { api: 'and another' }],
      },
      general: ['The request body must be a JSON object'],
      first: 'zipCode',
      open: [],
    });
  });
  it('falls back to the error text when a 400 names no field', () => {
    expect(readFailure(badRequest({ error: 'Bad request', issues: [] }))).toEqual({
      kind: 'invalid',
      fields: {},
      general: ['Bad request'],
      first: null,
      open: [],
    });
  });
  it('gives the reason for other statuses, a body that is not the API error, or no answer', () => {
    const serverError = new ApiError(500, '500', { error: 'Internal server error', issues: [] });
    expect(readFailure(serverError, false)).toEqual({ kind: 'failed', reason: 'server', status: 500 });
    expect(readFailure(new ApiError(400, '400: Bad Request'), false)).toEqual({ kind: 'failed', reason: 'server', status: 400 });
    expect(readFailure(new ApiError(429, '429: {}'), false)).toEqual({ kind: 'failed', reason: 'rate-limited', status: 429 });
    expect(readFailure(new TypeError('Failed to fetch'), false)).toEqual({ kind: 'failed', reason: 'unreachable', status: null });
  });
  it('says the connection is lost when the browser is offline, unless the API answered', () => {
    expect(readFailure(new TypeError('Failed to fetch'), true)).toEqual({ kind: 'failed', reason: 'offline', status: null });
    expect(readFailure(new ApiError(429, '429: {}'), true)).toMatchObject({ reason: 'rate-limited' });
  });
});

describe('where the form goes for a 400', () => {
  const failure = (paths: string[]) =>
    readFailure(badRequest({ error: 'Invalid', issues: paths.map((path) => ({ path, message: `${path} is wrong` })) }));
  it('names the field the form shows first, the people and offers in their places', () => {
    expect(failure(['benchmarkPremium', 'jobOffers.0.employee', 'childrenOnMarketplace'])).toMatchObject({
      first: 'childrenOnMarketplace',
    });
    expect(failure(['members.11.age', 'members.2.seekingCoverage', 'members.2.age'])).toMatchObject({ first: 'members.2.age' });
    expect(failure(['jobOffers.1.employee', 'jobOffers.0.familyMembers.1', 'income'])).toMatchObject({ first: 'income' });
  });
  it('opens the details of each person whose details have a message, once each, not for an age', () => {
    expect(
      failure(['members.0.age', 'members.3.otherCoverage', 'members.3.immigrationStatus', 'members.1.medicaidBarredByStatus']),
    ).toMatchObject({ open: [1, 3] });
  });
});
