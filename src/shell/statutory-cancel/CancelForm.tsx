import { useId } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { Heading } from '../../ds/Heading/Heading';
import { Inline, Stack } from '../../ds/layout';
import { Radio, RadioGroup } from '../../ds/RadioGroup/RadioGroup';
import { TextField } from '../../ds/TextField/TextField';
import { EMAIL_MAX_LENGTH } from '../../platform/validation/credentials';
import {
  type CancelFormErrors,
  type CancelFormValues,
  CONTRACT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  REASON_MAX_LENGTH,
  STATUTORY_CANCEL_PATH,
} from './rules';
import { SignInOption } from './SignInOption';
import * as styles from './StatutoryCancelPage.css';
import { useCancelForm } from './useCancelForm';

export interface CancelFormProps {
  /** What the member typed, when the server sends the form back. */
  values: CancelFormValues;
  /** The server's mistakes in it. */
  errors: CancelFormErrors;
  /** A problem of the whole request (too many in a short time). */
  formError?: 'tooMany';
  brand: string;
}

/**
 * The cancellation form, after the way to sign in instead. It posts natively, so it works
 * before and without the page's script; the script checks it first (`useCancelForm`).
 */
export function CancelForm({ values, errors: serverErrors, formError, brand }: CancelFormProps) {
  const { t } = useTranslation('cancellation');
  const formTitleId = useId();
  const form = useCancelForm({ values, errors: serverErrors });
  const { errors, fieldId, clear, message } = form;
  return (
    <Stack space="xl">
      <Stack space="md">
        <Heading level={1} size="page">
          {t('statutory.title')}
        </Heading>
        <p className={styles.lead}>{t('statutory.intro', { brand })}</p>
      </Stack>
      <SignInOption />
      <Form
        ref={form.formRef}
        className={styles.section}
        method="post"
        action={STATUTORY_CANCEL_PATH}
        validationBehavior="aria"
        aria-labelledby={formTitleId}
        onSubmit={form.onSubmit}
      >
        <Heading level={2} size="section" id={formTitleId}>
          {t('statutory.formTitle')}
        </Heading>
        <Stack space="lg" align="stretch">
          {formError && (
            <p className={styles.formError} role="alert">
              {t(`statutory.errors.${formError}`)}
            </p>
          )}
          <TextField
            id={fieldId('name')}
            name="name"
            label={t('statutory.name')}
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            defaultValue={values.name}
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
            defaultValue={values.email}
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
            defaultValue={values.contract}
            onChange={clear('contract')}
            isRequired
            isInvalid={errors.contract !== undefined}
            errorMessage={message('contract')}
          />
          <RadioGroup
            name="kind"
            label={t('statutory.kind')}
            value={form.kind}
            onChange={form.onKindChange}
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
          {form.shows.reason && (
            <TextField
              id={fieldId('reason')}
              name="reason"
              label={t('statutory.reason')}
              multiline
              rows={4}
              maxLength={REASON_MAX_LENGTH}
              defaultValue={values.reason}
              onChange={clear('reason')}
              isRequired
              isInvalid={errors.reason !== undefined}
              errorMessage={message('reason')}
            />
          )}
          <RadioGroup
            name="timing"
            label={t('statutory.timing')}
            value={form.timing}
            onChange={form.onTimingChange}
            isRequired
            isInvalid={errors.timing !== undefined}
            errorMessage={message('timing')}
          >
            <Radio value="nextPossible">{t('statutory.nextPossible')}</Radio>
            <Radio value="onDate">{t('statutory.onDate')}</Radio>
          </RadioGroup>
          {form.shows.date && (
            <TextField
              id={fieldId('date')}
              name="date"
              type="date"
              label={t('statutory.date')}
              defaultValue={values.date}
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
