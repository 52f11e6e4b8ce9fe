import { describe, expect, it } from 'vitest';
import {
  myDocumentsEntries,
  secureIdInvalidFromUrl,
  showExpiredSessionDialog,
  signedOutBusinessSolutionsHref,
} from './rules';

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

describe('signedOutBusinessSolutionsHref (page-shell §2 Signed-out dialog)', () => {
  it('gives the page only when the link is enabled and has an address', () => {
    expect(
      signedOutBusinessSolutionsHref({
        showBusinessSolutionsPageLink: true,
        businessSolutions: '/business/',
      }),
    ).toBe('/business/');
    expect(
      signedOutBusinessSolutionsHref({
        showBusinessSolutionsPageLink: false,
        businessSolutions: '/business/',
      }),
    ).toBeNull();
    expect(
      signedOutBusinessSolutionsHref({
        showBusinessSolutionsPageLink: true,
        businessSolutions: ' ',
      }),
    ).toBeNull();
    expect(signedOutBusinessSolutionsHref({})).toBeNull();
  });
});

describe('myDocumentsEntries (page-shell §2 Other dialogs)', () => {
  const values = {
    myDocuments: '/mes-documents/',
    legalDocuments: '/documents-juridiques/',
    myAccount: '/my-account/',
  };

  it('offers documents, a new document and the account to a member', () => {
    expect(myDocumentsEntries(values, true)).toEqual([
      { id: 'documents', href: '/mes-documents/' },
      { id: 'newDocument', href: '/documents-juridiques/' },
      { id: 'account', href: '/my-account/' },
    ]);
  });

  it('falls back to /mydocuments/ and leaves out entries without an address', () => {
    expect(myDocumentsEntries({ legalDocuments: null, myAccount: '' }, true)).toEqual([
      { id: 'documents', href: '/mydocuments/' },
    ]);
  });

  it('offers only the new document to a signed-out visitor', () => {
    expect(myDocumentsEntries(values, false)).toEqual([
      { id: 'newDocument', href: '/documents-juridiques/' },
    ]);
  });
});
