import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-read.ts';
import { OFFLINE_MESSAGE } from '../../lib/offline/status.ts';
import { subsidyRequestSchema, toIssues } from '../../lib/subsidy/schema.ts';
import { failedMessage, failureToast, fieldMessages, generalMessages, REFUSALS, readableMessage } from './failure-words.ts';
import { type CalculatorInputs, DEFAULT_INPUTS, defaultMember } from './form.ts';
import { type Failure, readFailure } from './read-failure.ts';
import { toRequestBody } from './request-body.ts';

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

describe('the words of a failure', () => {
  it('words each field’s problems in the form’s labels, one after the other, and the refusals', () => {
    const failure = readFailure(
      new ApiError(400, '400', {
        error: 'Invalid',
        issues: [
          { path: 'ages.1', message: 'each age must be from 0 to 120 (got 130)' },
          { path: 'ages.1', message: 'age is odd' },
          { path: '', message: 'the request body must be a JSON object' },
        ],
      }),
    );
    expect(fieldMessages(failure)).toEqual({ 'members.1.age': 'Age must be from 0 to 120 Age is odd' });
    expect(generalMessages(failure)).toEqual(['The request body must be a JSON object']);
    const refused = {
      kind: 'invalid',
      fields: { 'jobOffers.0.familyMembers': [{ refused: 'nobody-ticked' }] },
      general: [],
      first: null,
      open: [],
    } satisfies Failure;
    expect(fieldMessages(refused)).toEqual({ 'jobOffers.0.familyMembers': REFUSALS['nobody-ticked'] });
    expect(fieldMessages(null)).toEqual({});
  });
  it('says in one sentence why no answer came', () => {
    expect(failedMessage({ kind: 'failed', reason: 'server', status: 500 })).toContain('error 500');
    expect(failedMessage({ kind: 'failed', reason: 'rate-limited', status: 429 })).toContain('Wait a minute');
    expect(failedMessage({ kind: 'failed', reason: 'unreachable', status: null })).toContain('could not be reached');
    expect(failedMessage({ kind: 'failed', reason: 'offline', status: null })).toBe(OFFLINE_MESSAGE);
  });
  it('raises a toast that points at the fields, or says what failed', () => {
    expect(failureToast({ kind: 'invalid', fields: {}, general: [], first: null, open: [] })).toEqual({
      title: 'Calculation Error',
      description: 'Check the highlighted fields.',
      variant: 'destructive',
    });
    expect(failureToast({ kind: 'failed', reason: 'offline', status: null }).description).toBe(OFFLINE_MESSAGE);
  });
});

describe('the API’s own 400s for what the form can send', () => {
  /** The failure the form shows for these inputs, from the request schema's own issues. */
  function failureFor(inputs: CalculatorInputs) {
    const parsed = subsidyRequestSchema.safeParse(JSON.parse(JSON.stringify(toRequestBody(inputs))));
    if (parsed.success) throw new Error('expected a 400');
    const body = { error: 'Invalid request body', issues: toIssues(parsed.error) };
    return fieldMessages(readFailure(new ApiError(400, '400', body)));
  }
  const base = { ...DEFAULT_INPUTS, year: 2027, zipCode: '30303', income: '90000' };
  const family = [defaultMember(0), defaultMember(1), defaultMember(2)];

  it('a blank age of a member with details lands on that age', () => {
    const members = [
      { ...defaultMember(0), otherCoverage: 'medicare' as const },
      { ...defaultMember(1), age: '' },
    ];
    expect(failureFor({ ...base, members })).toEqual({ 'members.1.age': 'Age must be a whole number of years from 0 to 120' });
  });
  it('a family offer with nobody’s share lands on the family share, in the form’s words', () => {
    const offer = { employee: 0, selfOnlyMonthly: '250', familyMonthly: '', familyMembers: [1, 2], minimumValue: true };
    expect(failureFor({ ...base, members: family, jobOffers: [offer] })).toMatchObject({
      'jobOffers.0.familyMonthly': expect.stringMatching(/^Monthly share, family plan is required when anyone is ticked/),
    });
  });
  it('a family share with nobody ticked lands on the family plan’s boxes, in the form’s words', () => {
    const offer = { employee: 0, selfOnlyMonthly: '250', familyMonthly: '900', familyMembers: [], minimumValue: true };
    expect(failureFor({ ...base, members: family, jobOffers: [offer] })).toMatchObject({
      'jobOffers.0.familyMembers':
        'Nobody is ticked under “Family plan also covers”, but Monthly share, family plan is given: list the members the family plan covers (the family share is tested on them), or leave Monthly share, family plan out',
    });
  });
  it('a blank self-only share lands on it; a person under two offers on the second offer', () => {
    const first = { employee: 0, selfOnlyMonthly: '', familyMonthly: '900', familyMembers: [1], minimumValue: true };
    const second = { employee: 1, selfOnlyMonthly: '100', familyMonthly: '', familyMembers: [], minimumValue: true };
    expect(failureFor({ ...base, members: family, jobOffers: [first] })).toMatchObject({
      'jobOffers.0.selfOnlyMonthly': expect.stringMatching(/^Monthly share, self-only plan is required/),
    });
    expect(failureFor({ ...base, members: family, jobOffers: [{ ...first, selfOnlyMonthly: '250' }, second] })).toMatchObject({
      'jobOffers.1.employee': 'Person 2 is already listed under job-based offer 1; list each person under one job-based offer only',
    });
  });
});
