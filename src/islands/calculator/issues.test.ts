import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { type CalculatorInputs, DEFAULT_INPUTS, defaultMember, toRequestBody } from '../../lib/calculator-url.ts';
import { OFFLINE_MESSAGE } from '../../lib/offline/status.ts';
import { subsidyRequestSchema, toIssues } from '../../lib/subsidy/schema.ts';
import { describeFailure, fieldForPath, readableMessage } from './issues.ts';

const badRequest = (body: unknown) => new ApiError(400, `400: ${JSON.stringify(body)}`, body);

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

describe('readableMessage', () => {
  it('uses the form labels instead of JSON names', () => {
    expect(readableMessage('zipCode must be a ZIP code of 5 digits (got "1")')).toBe('ZIP code must be a ZIP code of 5 digits');
    expect(readableMessage('income is required: a whole number')).toBe('Income is required: a whole number');
    expect(readableMessage('each age must be a whole number of years')).toBe('Age must be a whole number of years');
    expect(readableMessage('ZIP code 00000 starts with 000')).toBe('ZIP code 00000 starts with 000');
    expect(readableMessage('age must be a whole number of years from 0 to 120 (got null)')).toBe(
      'Age must be a whole number of years from 0 to 120',
    );
  });
  it('names a member’s and an offer’s fields by the form’s labels and counts people from 1', () => {
    expect(readableMessage('immigrationStatus must be one of citizen, lpr (got "x")')).toBe(
      'Immigration status must be one of citizen, lpr',
    );
    expect(
      readableMessage(
        'medicaidBarredByStatus applies only to a noncitizen: give the immigrationStatus that bars this member from Medicaid',
      ),
    ).toBe(
      '“Barred from Medicaid/CHIP by immigration status” applies only to a noncitizen: give the Immigration status that bars this person from Medicaid',
    );
    expect(readableMessage("selfOnlyMonthly is required: the employee's monthly share in US dollars, from 0 to 100,000")).toBe(
      "Monthly share, self-only plan is required: the employee's monthly share in US dollars, from 0 to 100,000",
    );
    expect(
      readableMessage('familyMonthly is required when familyMembers lists anyone: the family members are tested on the family share'),
    ).toBe(
      'Monthly share, family plan is required when anyone is ticked under “Family plan also covers”: the family members are tested on the family share',
    );
    expect(
      readableMessage('member 1 is already listed at jobOffers.0.familyMembers.0; list each member under one job-based offer only'),
    ).toBe('Person 2 is already listed under job-based offer 1; list each person under one job-based offer only');
    expect(readableMessage('otherCoverage must be one of none, medicare (got 3)')).toBe('Other coverage must be one of none, medicare');
    expect(readableMessage('dependant must be true or false (got "yes")')).toBe(
      '“Claimed as a dependant on the tax return” must be true or false',
    );
    expect(readableMessage('americanIndianAlaskaNative must be true or false (got 1)')).toBe(
      '“American Indian or Alaska Native” must be true or false',
    );
    expect(readableMessage('familyMembers must list who the family plan covers when familyMonthly is given (got [])')).toBe(
      '“Family plan also covers” must list who the family plan covers when Monthly share, family plan is given',
    );
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
      fields: { zipCode: 'ZIP code 00000 starts with 000, which is unassigned.', 'members.1.age': 'Age must be from 0 to 120' },
      general: ['The request body must be a JSON object'],
      first: 'zipCode',
      open: [],
    });
  });
  it('falls back to the error text when a 400 names no field', () => {
    expect(describeFailure(badRequest({ error: 'Bad request', issues: [] }))).toEqual({
      kind: 'invalid',
      fields: {},
      general: ['Bad request'],
      first: null,
      open: [],
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

describe('where the form goes for a 400', () => {
  const failure = (paths: string[]) =>
    describeFailure(badRequest({ error: 'Invalid', issues: paths.map((path) => ({ path, message: `${path} is wrong` })) }));
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

describe('the API’s own 400s for what the form can send', () => {
  /** The failure the form shows for these inputs, from the request schema's own issues. */
  function failureFor(inputs: CalculatorInputs) {
    const parsed = subsidyRequestSchema.safeParse(JSON.parse(JSON.stringify(toRequestBody(inputs))));
    if (parsed.success) throw new Error('expected a 400');
    const body = { error: 'Invalid request body', issues: toIssues(parsed.error) };
    return describeFailure(new ApiError(400, '400', body));
  }
  const base = { ...DEFAULT_INPUTS, year: 2027, zipCode: '30303', income: '90000' };
  const family = [defaultMember(0), defaultMember(1), defaultMember(2)];

  it('a blank age of a member with details lands on that age', () => {
    const members = [
      { ...defaultMember(0), otherCoverage: 'medicare' as const },
      { ...defaultMember(1), age: '' },
    ];
    expect(failureFor({ ...base, members })).toEqual({
      kind: 'invalid',
      fields: { 'members.1.age': 'Age must be a whole number of years from 0 to 120' },
      general: [],
      first: 'members.1.age',
      open: [],
    });
  });
  it('a family offer with nobody’s share lands on the family share, in the form’s words', () => {
    const offer = { employee: 0, selfOnlyMonthly: '250', familyMonthly: '', familyMembers: [1, 2], minimumValue: true };
    expect(failureFor({ ...base, members: family, jobOffers: [offer] })).toMatchObject({
      fields: { 'jobOffers.0.familyMonthly': expect.stringMatching(/^Monthly share, family plan is required when anyone is ticked/) },
    });
  });
  it('a family share with nobody ticked lands on the family plan’s boxes, in the form’s words', () => {
    const offer = { employee: 0, selfOnlyMonthly: '250', familyMonthly: '900', familyMembers: [], minimumValue: true };
    expect(failureFor({ ...base, members: family, jobOffers: [offer] })).toMatchObject({
      fields: {
        'jobOffers.0.familyMembers':
          'Nobody is ticked under “Family plan also covers”, but Monthly share, family plan is given: list the members the family plan covers (the family share is tested on them), or leave Monthly share, family plan out',
      },
    });
  });
  it('a blank self-only share lands on it; a person under two offers on the second offer', () => {
    const first = { employee: 0, selfOnlyMonthly: '', familyMonthly: '900', familyMembers: [1], minimumValue: true };
    const second = { employee: 1, selfOnlyMonthly: '100', familyMonthly: '', familyMembers: [], minimumValue: true };
    expect(failureFor({ ...base, members: family, jobOffers: [first] })).toMatchObject({
      fields: { 'jobOffers.0.selfOnlyMonthly': expect.stringMatching(/^Monthly share, self-only plan is required/) },
    });
    expect(failureFor({ ...base, members: family, jobOffers: [{ ...first, selfOnlyMonthly: '250' }, second] })).toMatchObject({
      fields: {
        'jobOffers.1.employee': 'Person 2 is already listed under job-based offer 1; list each person under one job-based offer only',
      },
    });
  });
});
