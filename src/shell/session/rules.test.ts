import { describe, expect, it } from 'vitest';
import { secureIdInvalidFromUrl, showExpiredSessionDialog } from './rules';

describe('secureIdInvalidFromUrl (page-shell §2, §4)', () => {
  it('opens the dialog on SecureIDInvalid=1 and removes only that parameter', () => {
    expect(secureIdInvalidFromUrl('https://s.test/p/?a=1&SecureIDInvalid=1&b=2#h')).toEqual({
      openSignedOutDialog: true,
      cleanedUrl: 'https://s.test/p/?a=1&b=2#h',
    });
    expect(secureIdInvalidFromUrl('https://s.test/?SecureIDInvalid=1')).toEqual({
      openSignedOutDialog: true,
      cleanedUrl: 'https://s.test/',
    });
  });

  it('does nothing for other values or without the parameter', () => {
    for (const href of [
      'https://s.test/?SecureIDInvalid=0',
      'https://s.test/?SecureIDInvalid=true',
      'https://s.test/?secureidinvalid=1',
      'https://s.test/',
      'not a url',
    ]) {
      expect(secureIdInvalidFromUrl(href)).toEqual({
        openSignedOutDialog: false,
        cleanedUrl: null,
      });
    }
  });
});

describe('showExpiredSessionDialog (page-shell §4, §8)', () => {
  it('shows on 401 unless disabled', () => {
    expect(showExpiredSessionDialog({ status: 401 })).toBe(true);
    expect(showExpiredSessionDialog({ status: 401, disableExpiredSessionDialog: true })).toBe(
      false,
    );
    expect(showExpiredSessionDialog({ status: 403 })).toBe(false);
    expect(showExpiredSessionDialog({ status: undefined })).toBe(false);
  });
});
