import { describe, expect, it } from 'vitest';
import {
  cancelReasonIds,
  cancelReasonsFor,
  cancelRequestFor,
  isSomethingElseReasonShown,
} from './rules';

describe('cancel reasons (§6)', () => {
  it('hides something-else for FR only', () => {
    expect(isSomethingElseReasonShown('FR')).toBe(false);
    expect(isSomethingElseReasonShown('fr')).toBe(false);
    expect(isSomethingElseReasonShown('DE')).toBe(true);
    expect(cancelReasonsFor('FR')).not.toContain('somethingElse');
    expect(cancelReasonsFor('FR')).toHaveLength(cancelReasonIds.length - 1);
    expect(cancelReasonsFor('US')).toEqual([...cancelReasonIds]);
  });
});

describe('cancelRequestFor (§5)', () => {
  it('uses cancel-with-reason when the trimmed free text is not empty', () => {
    expect(
      cancelRequestFor({ subscriptionId: 9, reason: 'tooExpensive', freeText: '  too much  ' }),
    ).toEqual({
      call: 'cancel-with-reason',
      subscriptionId: 9,
      reason: 'tooExpensive',
      freeText: 'too much',
    });
    expect(cancelRequestFor({ subscriptionId: 9, freeText: 'x' })).toEqual({
      call: 'cancel-with-reason',
      subscriptionId: 9,
      reason: '',
      freeText: 'x',
    });
  });

  it('uses the plain cancel otherwise, even with a reason', () => {
    for (const freeText of ['', '   \n\t', null, undefined]) {
      expect(cancelRequestFor({ subscriptionId: 9, reason: 'tooExpensive', freeText })).toEqual({
        call: 'cancel',
        subscriptionId: 9,
      });
    }
  });
});
