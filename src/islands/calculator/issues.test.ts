import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { OFFLINE_MESSAGE } from '../../lib/offline/status.ts';
import { describeFailure, fieldForPath, readableMessage } from './issues.ts';

const badRequest = (body: unknown) => new ApiError(400, `400: ${JSON.stringify(body)}`, body);

describe('fieldForPath', () => {
  it('maps API paths to form fields', () => {
    expect(fieldForPath('zipCode')).toBe('zipCode');
    expect(fieldForPath('familySize')).toBe('members');
    expect(fieldForPath('ages')).toBe('ages');
    expect(fieldForPath('ages.2')).toBe('age-2');
    expect(fieldForPath('childrenOnMarketplace')).toBe('childrenOnMarketplace');
    expect(fieldForPath('')).toBeNull();
    expect(fieldForPath('other')).toBeNull();
  });
});

describe('readableMessage', () => {
  it('uses the form labels instead of JSON names', () => {
    expect(readableMessage('zipCode must be a ZIP code of 5 digits (got "1")')).toBe('ZIP code must be a ZIP code of 5 digits');
    expect(readableMessage('income is required: a whole number')).toBe('Income is required: a whole number');
    expect(readableMessage('each age must be a whole number of years')).toBe('Age must be a whole number of years');
    expect(readableMessage('ZIP code 00000 starts with 000')).toBe('ZIP code 00000 starts with 000');
  });
  it('never quotes what came in ("(got null)" for a blank age)', () => {
    expect(readableMessage('each age must be a whole number of years from 0 to 120 (got null)')).toBe(
      'Age must be a whole number of years from 0 to 120',
    );
    expect(readableMessage('income must be a whole number (got "4 5 (x)")')).toBe('Income must be a whole number');
    expect(readableMessage('childrenOnMarketplace must be true or false (got "yes")')).toBe(
      'Price the children on a Marketplace plan anyway must be true or false',
    );
  });
});

describe('describeFailure', () => {
  it('puts a 400 issue next to its field', () => {
    const failure = describeFailure(
      badRequest({
        error: 'Cannot calculate',
        issues: [
          { path: 'zipCode', message: 'ZIP code 00000 starts with 000, which is unassigned.' },
          { path: 'ages.1', message: 'each age must be from 0 to 120 (got 130)' },
          { path: '', message: 'The request body must be a JSON object' },
        ],
      }),
    );
    expect(failure).toEqual({
      kind: 'invalid',
      fields: { zipCode: 'ZIP code 00000 starts with 000, which is unassigned.', 'age-1': 'Age must be from 0 to 120' },
      general: ['The request body must be a JSON object'],
    });
  });
  it('falls back to the error text when a 400 names no field', () => {
    expect(describeFailure(badRequest({ error: 'Bad request', issues: [] }))).toEqual({
      kind: 'invalid',
      fields: {},
      general: ['Bad request'],
    });
  });
  it('says the service failed for other statuses, a body that is not JSON, or no answer', () => {
    expect(
      describeFailure(
        new ApiError(500, '500: {"error":"Internal server error","issues":[]}', { error: 'Internal server error', issues: [] }),
      ),
    ).toMatchObject({
      kind: 'failed',
      message: expect.stringContaining('error 500'),
    });
    expect(describeFailure(new ApiError(400, '400: Bad Request'))).toMatchObject({ kind: 'failed' });
    expect(describeFailure(new ApiError(429, '429: {}', {}))).toMatchObject({
      kind: 'failed',
      message: expect.stringContaining('Wait a minute'),
    });
    expect(describeFailure(new TypeError('Failed to fetch'))).toMatchObject({
      kind: 'failed',
      message: expect.stringContaining('could not be reached'),
    });
  });
  it('says plainly that a calculation needs a connection when the browser is offline', () => {
    expect(describeFailure(new TypeError('Failed to fetch'), true)).toEqual({ kind: 'failed', message: OFFLINE_MESSAGE });
    // An answer from the API is the API's, even if the connection dropped since.
    expect(describeFailure(new ApiError(429, '429: {}', {}), true)).toMatchObject({ message: expect.stringContaining('Wait a minute') });
  });
});
