/**
 * The statutory cancellation page (§ 312k BGB, issue #24): what a consumer gives to cancel a
 * contract without signing in, and the one check of it, run by the page before it sends and
 * by the server, which decides.
 */
import { EMAIL_MAX_LENGTH, validateEmail } from '../../platform/validation/credentials';

/** Where the page lives (the site configuration's `cancel` page of a brand that has one). */
export const STATUTORY_CANCEL_PATH = '/cancel/';

export const cancelKinds = ['ordinary', 'extraordinary'] as const;
export type CancelKind = (typeof cancelKinds)[number];
export const cancelTimings = ['nextPossible', 'onDate'] as const;
export type CancelTiming = (typeof cancelTimings)[number];

/** The form's fields, in the order the page shows them (and focuses the first invalid one). */
export const cancelFields = [
  'name',
  'email',
  'contract',
  'kind',
  'reason',
  'timing',
  'date',
] as const;
export type CancelField = (typeof cancelFields)[number];

/** What the form sends, as typed. */
export type CancelFormValues = Record<CancelField, string>;

export const emptyCancelForm: CancelFormValues = {
  name: '',
  email: '',
  contract: '',
  kind: 'ordinary',
  reason: '',
  timing: 'nextPossible',
  date: '',
};

export const NAME_MAX_LENGTH = 200;
export const CONTRACT_MAX_LENGTH = 200;
export const REASON_MAX_LENGTH = 2000;

/** Message keys (namespace `cancellation`, `statutory.errors.*`). */
export type CancelFieldError =
  | 'nameRequired'
  | 'emailInvalid'
  | 'contractRequired'
  | 'kindRequired'
  | 'reasonRequired'
  | 'timingRequired'
  | 'dateRequired'
  | 'dateInvalid'
  | 'datePast'
  | 'tooLong';
export type CancelFormErrors = Partial<Record<CancelField, CancelFieldError>>;

/** A valid cancellation request, normalised. */
export interface CancelRequest {
  name: string;
  /** Trimmed and lower-cased. */
  email: string;
  contract: string;
  kind: CancelKind;
  /** Only for an extraordinary cancellation. */
  reason: string | null;
  timing: CancelTiming;
  /** `YYYY-MM-DD`, only when `timing` is `onDate`. */
  date: string | null;
}

export type CancelCheck =
  | { ok: true; request: CancelRequest }
  | { ok: false; errors: CancelFormErrors };

/** The form's values from any field map (a posted form, FormData entries): unknown fields dropped. */
export function cancelFormValues(fields: Partial<Record<string, unknown>>): CancelFormValues {
  const values = { ...emptyCancelForm };
  for (const field of cancelFields) {
    const value = fields[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written `YYYY-MM-DD`. */
function isCalendarDay(text: string): boolean {
  const match = isoDate.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

const oneOf = <T extends string>(options: readonly T[], value: string): value is T =>
  (options as readonly string[]).includes(value);

/**
 * Checks a request: name, email (page-shell §5 rule), the contract, the kind (a reason for an
 * extraordinary one) and when it should end (a date from `today`, `YYYY-MM-DD`, on).
 */
export function checkCancelRequest(values: CancelFormValues, today: string): CancelCheck {
  const errors: CancelFormErrors = {};
  const name = values.name.trim();
  const contract = values.contract.trim();
  const reason = values.reason.trim();
  const date = values.date.trim();
  if (!name) errors.name = 'nameRequired';
  else if (name.length > NAME_MAX_LENGTH) errors.name = 'tooLong';
  const email = validateEmail(values.email.slice(0, EMAIL_MAX_LENGTH + 1));
  if (!email.ok) errors.email = 'emailInvalid';
  if (!contract) errors.contract = 'contractRequired';
  else if (contract.length > CONTRACT_MAX_LENGTH) errors.contract = 'tooLong';
  const kind = oneOf(cancelKinds, values.kind) ? values.kind : undefined;
  if (!kind) errors.kind = 'kindRequired';
  if (kind === 'extraordinary') {
    if (!reason) errors.reason = 'reasonRequired';
    else if (reason.length > REASON_MAX_LENGTH) errors.reason = 'tooLong';
  }
  const timing = oneOf(cancelTimings, values.timing) ? values.timing : undefined;
  if (!timing) errors.timing = 'timingRequired';
  if (timing === 'onDate') {
    if (!date) errors.date = 'dateRequired';
    else if (!isCalendarDay(date)) errors.date = 'dateInvalid';
    else if (date < today) errors.date = 'datePast';
  }
  if (!email.ok || !kind || !timing || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: {
      name,
      email: email.value,
      contract,
      kind,
      reason: kind === 'extraordinary' ? reason : null,
      timing,
      date: timing === 'onDate' ? date : null,
    },
  };
}

/**
 * Whether the request can be carried out at once, as the dashboard's own cancel does (no
 * further renewal, access until the end of the paid period): an ordinary cancellation at the
 * next possible date. An extraordinary one (its reason is weighed) or one for a chosen date is
 * handled by a person.
 */
export const isImmediateCancel = (request: CancelRequest): boolean =>
  request.kind === 'ordinary' && request.timing === 'nextPossible';

/** What the confirmation shows (and the member can print or save): the request as received. */
export interface CancelReceipt extends Omit<CancelRequest, 'date'> {
  /** A reference to quote in any follow-up. */
  reference: string;
  /** When it was received, written out in the page's language and the brand's zone. */
  receivedAt: string;
  /** The chosen end date, written out in the page's language. */
  date: string | null;
}

/** The page as the server hands it to the render: the form (again, with what went wrong) or the receipt. */
export type StatutoryCancelView =
  | {
      view: 'form';
      values: CancelFormValues;
      errors: CancelFormErrors;
      /** A problem of the whole request (too many in a short time). */
      formError?: 'tooMany';
    }
  | { view: 'received'; receipt: CancelReceipt };

/** The page's title (namespace `cancellation`): its `<title>` and its `h1`. */
export const statutoryCancelTitleKey = (page: StatutoryCancelView) =>
  page.view === 'received' ? 'statutory.receivedTitle' : 'statutory.title';

/** The first field with a mistake, in the page's order: where focus goes after a check. */
export const firstInvalidField = (errors: CancelFormErrors): CancelField | undefined =>
  cancelFields.find((field) => errors[field]);

/** The errors once the member changes a field: that field's mistake is gone. */
export const withoutError = (errors: CancelFormErrors, field: CancelField): CancelFormErrors => {
  const { [field]: _fixed, ...others } = errors;
  return others;
};

/** The fields that show only for some choices: the reason (extraordinary) and the end date. */
export const cancelFormShows = (choices: { kind: string; timing: string }) => ({
  reason: choices.kind === 'extraordinary',
  date: choices.timing === 'onDate',
});

/** A day in a calendar's local terms, `YYYY-MM-DD` (the browser's "today" for the check). */
export function calendarDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A receipt line's label (namespace `cancellation`, `statutory.*`). */
export type ReceiptLabel =
  | 'reference'
  | 'receivedAt'
  | 'name'
  | 'email'
  | 'contract'
  | 'kind'
  | 'reason'
  | 'endsAt';

/** A receipt line: the member's own text, or a message key (`statutory.*`) for a choice. */
export interface ReceiptRow {
  label: ReceiptLabel;
  value: { text: string } | { key: CancelKind | 'nextPossible' };
}

/** The receipt's lines in order; the reason only when one was given, the end date or "next possible". */
export function receiptRows(receipt: CancelReceipt): ReceiptRow[] {
  return [
    { label: 'reference', value: { text: receipt.reference } },
    { label: 'receivedAt', value: { text: receipt.receivedAt } },
    { label: 'name', value: { text: receipt.name } },
    { label: 'email', value: { text: receipt.email } },
    { label: 'contract', value: { text: receipt.contract } },
    { label: 'kind', value: { key: receipt.kind } },
    ...(receipt.reason ? [{ label: 'reason', value: { text: receipt.reason } } as const] : []),
    {
      label: 'endsAt',
      value:
        receipt.timing === 'onDate' && receipt.date
          ? { text: receipt.date }
          : { key: 'nextPossible' },
    },
  ];
}
