import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { Card } from '../../ds/Card/Card';
import { Stack } from '../../ds/layout';
import { Text } from '../../ds/Text/Text';

export interface LoadFailedProps {
  /** What failed to load, in the caller's words (already translated). */
  message: string;
  /** Loads it again ("Try again"). */
  onRetry: () => void;
  /**
   * `card`: a critical outlined card, for a list that stands on its own; `plain`: the sentence
   * and the button only, inside a section that already has its card (the overview's).
   * @default 'card'
   */
  frame?: 'card' | 'plain';
}

/**
 * A failed load: what happened and "Try again" (the §8 dialog, if any, comes from the API
 * client). One part for every account list and section that loads on its own.
 */
export function LoadFailed({ message, onRetry, frame = 'card' }: LoadFailedProps) {
  const { t } = useTranslation('common');
  const body = (
    <Stack space={frame === 'card' ? 'md' : 'sm'} align="start">
      <Text>{message}</Text>
      <Button variant="secondary" size="sm" onPress={onRetry}>
        {t('actions.tryAgain')}
      </Button>
    </Stack>
  );
  if (frame === 'plain') return body;
  return (
    <Card variant="outline" tone="critical" padding="md">
      {body}
    </Card>
  );
}
