import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { Link } from '../../ds/Link/Link';
import { Inline, Stack } from '../../ds/layout';
import { Radio, RadioGroup } from '../../ds/RadioGroup/RadioGroup';
import { pageHeading, sectionHeading } from '../../ds/styles/headings.css';
import { TextField } from '../../ds/TextField/TextField';
import { siteConfigAtom } from '../../platform/config/atoms';
import { useHydrated } from '../../platform/hydration';
import { EMAIL_MAX_LENGTH } from '../../platform/validation/credentials';
import { pageTitleAtom } from '../metadata';
import {
  type CancelFormErrors,
  type CancelFormValues,
  type CancelReceipt,
  CONTRACT_MAX_LENGTH,
  cancelFields,
  cancelFormValues,
  checkCancelRequest,
  NAME_MAX_LENGTH,
  REASON_MAX_LENGTH,
  STATUTORY_CANCEL_PATH,
  type StatutoryCancelView,
  statutoryCancelTitleKey,
} from './rules';
import * as styles from './StatutoryCancelPage.css';

/** Where a member who prefers to sign in cancels: the dashboard's cancellation gateway. */
const MY_ACCOUNT_CANCEL = '/my-account/cancel';

/**
 * The statutory cancellation page (§ 312k BGB, issue #24), inside the host page's shell: a
 * consumer cancels a contract without signing in (or chooses to sign in and cancel in My
 * Account), and gets the receipt on screen. The form posts natively, so it works before and
 * without the page's script; the script checks it first with the server's own rule.
 */
export function StatutoryCancelPage({ page }: { page: StatutoryCancelView }) {
  const { t } = useTranslation('cancellation');
  const brand = useAtomValue(siteConfigAtom).values.sitebrand ?? '';
  // The page names itself (the server's <title> too), over the site's metadata for its path.
  const title = `${t(statutoryCancelTitleKey(page))} | ${brand}`;
  const setPageTitle = useSetAtom(pageTitleAtom);
  useEffect(() => {
    setPageTitle(title);
    return () => setPageTitle(null);
  }, [setPageTitle, title]);
  return (
    <div id="host-content" className={styles.page} data-page="cancel">
      <div className={styles.column}>
        {page.view === 'received' ? (
          <Receipt receipt={page.receipt} />
        ) : (
          <CancelForm values={page.values} errors={page.errors} formError={page.formError} />
        )}
      </div>
    </div>
  );
}

/** Today in the browser's calendar, `YYYY-MM-DD` (the server checks again with its own). */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function CancelForm(props: {
  values: CancelFormValues;
  errors: CancelFormErrors;
  formError?: 'tooMany';
}) {
  const { t } = useTranslation('cancellation');
  const brand = useAtomValue(siteConfigAtom).values.sitebrand ?? '';
  const formTitleId = useId();
  const signInTitleId = useId();
  const idPrefix = useId();
  const fieldId = (field: string) => `${idPrefix}-${field}`;
  const [errors, setErrors] = useState(props.errors);
  const [kind, setKind] = useState(props.values.kind);
  const [timing, setTiming] = useState(props.values.timing);
  const form = useRef<HTMLFormElement>(null);

  const focusFirstInvalid = (found: CancelFormErrors) => {
    const first = cancelFields.find((field) => found[field]);
    if (!first) return;
    const target = form.current?.querySelector<HTMLElement>(
      `#${CSS.escape(fieldId(first))}, [name="${first}"]:checked, [name="${first}"]`,
    );
    target?.focus();
  };

  // The server's answer to a form with mistakes: focus goes to the first of them.
  const serverErrors = props.errors;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the errors the page arrived with
  useEffect(() => {
    focusFirstInvalid(serverErrors);
  }, []);

  const clear = (field: keyof CancelFormErrors) => () =>
    setErrors(({ [field]: _fixed, ...others }) => others);
  const message = (field: keyof CancelFormErrors) => {
    const key = errors[field];
    return key ? t(`statutory.errors.${key}`) : undefined;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const values = cancelFormValues(Object.fromEntries(new FormData(event.currentTarget)));
    const check = checkCancelRequest(values, localToday());
    if (check.ok) return; // the browser sends it; the server answers with the receipt
    event.preventDefault();
    setErrors(check.errors);
    focusFirstInvalid(check.errors);
  };

  return (
    <Stack space="xl">
      <Stack space="md">
        <h1 className={pageHeading}>{t('statutory.title')}</h1>
        <p className={styles.lead}>{t('statutory.intro', { brand })}</p>
      </Stack>
      <section className={styles.section} aria-labelledby={signInTitleId}>
        <h2 className={sectionHeading} id={signInTitleId}>
          {t('statutory.signInTitle')}
        </h2>
        <Stack space="sm" align="start">
          <p className={styles.text}>{t('statutory.signInBody')}</p>
          <Link variant="standalone" href={MY_ACCOUNT_CANCEL}>
            {t('statutory.signInLink')}
          </Link>
        </Stack>
      </section>
      <Form
        ref={form}
        className={styles.section}
        method="post"
        action={STATUTORY_CANCEL_PATH}
        validationBehavior="aria"
        aria-labelledby={formTitleId}
        onSubmit={onSubmit}
      >
        <h2 className={sectionHeading} id={formTitleId}>
          {t('statutory.formTitle')}
        </h2>
        <Stack space="lg" align="stretch">
          {props.formError && (
            <p className={styles.formError} role="alert">
              {t(`statutory.errors.${props.formError}`)}
            </p>
          )}
          <TextField
            id={fieldId('name')}
            name="name"
            label={t('statutory.name')}
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            defaultValue={props.values.name}
            onChange={clear('name')}
            isRequired
            isInvalid={errors.name !== undefined}
            errorMessage={message('name')}
          />
          <TextField
            id={fieldId('email')}
            name="email"
            type="email"
            label={t('statutory.email')}
            description={t('statutory.emailHelp')}
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            defaultValue={props.values.email}
            onChange={clear('email')}
            isRequired
            isInvalid={errors.email !== undefined}
            errorMessage={message('email')}
          />
          <TextField
            id={fieldId('contract')}
            name="contract"
            label={t('statutory.contract')}
            description={t('statutory.contractHelp')}
            maxLength={CONTRACT_MAX_LENGTH}
            defaultValue={props.values.contract}
            onChange={clear('contract')}
            isRequired
            isInvalid={errors.contract !== undefined}
            errorMessage={message('contract')}
          />
          <RadioGroup
            name="kind"
            label={t('statutory.kind')}
            value={kind}
            onChange={(value) => {
              setKind(value);
              clear('kind')();
            }}
            isRequired
            isInvalid={errors.kind !== undefined}
            errorMessage={message('kind')}
          >
            <Radio value="ordinary" description={t('statutory.ordinaryHelp')}>
              {t('statutory.ordinary')}
            </Radio>
            <Radio value="extraordinary" description={t('statutory.extraordinaryHelp')}>
              {t('statutory.extraordinary')}
            </Radio>
          </RadioGroup>
          {kind === 'extraordinary' && (
            <TextField
              id={fieldId('reason')}
              name="reason"
              label={t('statutory.reason')}
              multiline
              rows={4}
              maxLength={REASON_MAX_LENGTH}
              defaultValue={props.values.reason}
              onChange={clear('reason')}
              isRequired
              isInvalid={errors.reason !== undefined}
              errorMessage={message('reason')}
            />
          )}
          <RadioGroup
            name="timing"
            label={t('statutory.timing')}
            value={timing}
            onChange={(value) => {
              setTiming(value);
              clear('timing')();
            }}
            isRequired
            isInvalid={errors.timing !== undefined}
            errorMessage={message('timing')}
          >
            <Radio value="nextPossible">{t('statutory.nextPossible')}</Radio>
            <Radio value="onDate">{t('statutory.onDate')}</Radio>
          </RadioGroup>
          {timing === 'onDate' && (
            <TextField
              id={fieldId('date')}
              name="date"
              type="date"
              label={t('statutory.date')}
              defaultValue={props.values.date}
              onChange={clear('date')}
              isRequired
              isInvalid={errors.date !== undefined}
              errorMessage={message('date')}
            />
          )}
          <Inline space="md">
            <Button type="submit" size="lg">
              {t('statutory.submit')}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Stack>
  );
}

/** The receipt: what was received and when, to keep (printed, saved) beside the email. */
function Receipt({ receipt }: { receipt: CancelReceipt }) {
  const { t } = useTranslation('cancellation');
  const hydrated = useHydrated();
  const detailsId = useId();
  const rows: [string, string][] = [
    [t('statutory.reference'), receipt.reference],
    [t('statutory.receivedAt'), receipt.receivedAt],
    [t('statutory.name'), receipt.name],
    [t('statutory.email'), receipt.email],
    [t('statutory.contract'), receipt.contract],
    [t('statutory.kind'), t(`statutory.${receipt.kind}`)],
    ...(receipt.reason ? [[t('statutory.reason'), receipt.reason] as [string, string]] : []),
    [
      t('statutory.endsAt'),
      receipt.timing === 'onDate' && receipt.date ? receipt.date : t('statutory.nextPossible'),
    ],
  ];
  return (
    <Stack space="xl">
      <Stack space="md">
        <h1 className={pageHeading}>{t('statutory.receivedTitle')}</h1>
        <p className={styles.lead}>
          {t('statutory.receivedLead', { date: receipt.receivedAt, email: receipt.email })}
        </p>
      </Stack>
      <section className={styles.section} aria-labelledby={detailsId}>
        <h2 className={sectionHeading} id={detailsId}>
          {t('statutory.receivedDetails')}
        </h2>
        <dl className={styles.details}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.row}>
              <dt className={styles.term}>{label}</dt>
              <dd className={styles.definition}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Inline space="lg">
        {hydrated && (
          <span className={styles.screenOnly}>
            <Button variant="secondary" onPress={() => window.print()}>
              {t('statutory.print')}
            </Button>
          </span>
        )}
        <Link variant="standalone" href="/">
          {t('statutory.home')}
        </Link>
      </Inline>
    </Stack>
  );
}
