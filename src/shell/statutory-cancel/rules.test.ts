import { describe, expect, it } from 'vitest';
import {
  type CancelReceipt,
  calendarDay,
  cancelFormShows,
  cancelFormValues,
  checkCancelRequest,
  emptyCancelForm,
  firstInvalidField,
  isImmediateCancel,
  REASON_MAX_LENGTH,
  receiptRows,
  withoutError,
} from './rules';

const today = '2026-11-26';
const filled = {
  ...emptyCancelForm,
  name: '  Max Beispiel ',
  email: ' Max.Beispiel@Example.com ',
  contract: ' Pro-Abo ',
};

describe('checkCancelRequest', () => {
  it('names every missing field of an empty form', () => {
    expect(checkCancelRequest(emptyCancelForm, today)).toEqual({
      ok: false,
      errors: { name: 'nameRequired', email: 'emailInvalid', contract: 'contractRequired' },
    });
  });

  it('normalises a valid ordinary request for the next possible date', () => {
    const check = checkCancelRequest(filled, today);
    expect(check).toEqual({
      ok: true,
      request: {
        name: 'Max Beispiel',
        email: 'max.beispiel@example.com',
        contract: 'Pro-Abo',
        kind: 'ordinary',
        reason: null,
        timing: 'nextPossible',
        date: null,
      },
    });
    expect(check.ok && isImmediateCancel(check.request)).toBe(true);
  });

  it('asks an extraordinary cancellation for its reason, and keeps it', () => {
    const extraordinary = { ...filled, kind: 'extraordinary' };
    expect(checkCancelRequest(extraordinary, today)).toMatchObject({
      errors: { reason: 'reasonRequired' },
    });
    expect(
      checkCancelRequest({ ...extraordinary, reason: 'x'.repeat(REASON_MAX_LENGTH + 1) }, today),
    ).toMatchObject({ errors: { reason: 'tooLong' } });
    const check = checkCancelRequest({ ...extraordinary, reason: ' Umzug ' }, today);
    expect(check).toMatchObject({ ok: true, request: { reason: 'Umzug' } });
    expect(check.ok && isImmediateCancel(check.request)).toBe(false);
  });

  it('takes a chosen end date from today on, as a real calendar day', () => {
    const onDate = { ...filled, timing: 'onDate' };
    const dateError = (date: string) => {
      const check = checkCancelRequest({ ...onDate, date }, today);
      return check.ok ? null : check.errors.date;
    };
    expect(dateError('')).toBe('dateRequired');
    expect(dateError('31.12.2026')).toBe('dateInvalid');
    expect(dateError('2026-02-30')).toBe('dateInvalid');
    expect(dateError('2026-11-25')).toBe('datePast');
    expect(dateError('2026-11-26')).toBeNull();
    const check = checkCancelRequest({ ...onDate, date: '2027-01-31' }, today);
    expect(check).toMatchObject({ ok: true, request: { date: '2027-01-31' } });
    expect(check.ok && isImmediateCancel(check.request)).toBe(false);
  });

  it('refuses a kind or timing the form does not offer', () => {
    expect(checkCancelRequest({ ...filled, kind: 'other', timing: '' }, today)).toEqual({
      ok: false,
      errors: { kind: 'kindRequired', timing: 'timingRequired' },
    });
  });
});

describe('cancelFormValues', () => {
  it('keeps the form fields as typed and drops anything else', () => {
    expect(cancelFormValues({ name: 'A', email: 'b', extra: 'x', kind: 42 })).toEqual({
      ...emptyCancelForm,
      name: 'A',
      email: 'b',
    });
  });
});

describe('the form model', () => {
  it('focuses the first invalid field in page order and forgets a changed field', () => {
    const errors = { date: 'datePast', email: 'emailInvalid' } as const;
    expect(firstInvalidField(errors)).toBe('email');
    expect(firstInvalidField({})).toBeUndefined();
    expect(withoutError(errors, 'email')).toEqual({ date: 'datePast' });
  });

  it('shows the reason for an extraordinary cancellation and the date for a chosen day', () => {
    expect(cancelFormShows({ kind: 'ordinary', timing: 'nextPossible' })).toEqual({
      reason: false,
      date: false,
    });
    expect(cancelFormShows({ kind: 'extraordinary', timing: 'onDate' })).toEqual({
      reason: true,
      date: true,
    });
  });

  it('writes a local calendar day', () => {
    expect(calendarDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('receiptRows', () => {
  const receipt: CancelReceipt = {
    reference: 'K-1',
    receivedAt: '26.11.2026, 10:00',
    name: 'Max Beispiel',
    email: 'max@example.com',
    contract: 'Pro',
    kind: 'ordinary',
    reason: null,
    timing: 'nextPossible',
    date: null,
  };

  it('lists the request, ending at the next possible date', () => {
    expect(receiptRows(receipt)).toEqual([
      { label: 'reference', value: { text: 'K-1' } },
      { label: 'receivedAt', value: { text: '26.11.2026, 10:00' } },
      { label: 'name', value: { text: 'Max Beispiel' } },
      { label: 'email', value: { text: 'max@example.com' } },
      { label: 'contract', value: { text: 'Pro' } },
      { label: 'kind', value: { key: 'ordinary' } },
      { label: 'endsAt', value: { key: 'nextPossible' } },
    ]);
  });

  it('adds the reason and the chosen end date when there are some', () => {
    const rows = receiptRows({
      ...receipt,
      kind: 'extraordinary',
      reason: 'Umzug',
      timing: 'onDate',
      date: '31.12.2026',
    });
    expect(rows.slice(5)).toEqual([
      { label: 'kind', value: { key: 'extraordinary' } },
      { label: 'reason', value: { text: 'Umzug' } },
      { label: 'endsAt', value: { text: '31.12.2026' } },
    ]);
  });
});
