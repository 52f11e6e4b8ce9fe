import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ds/Button/Button';
import { Text } from '../../../ds/Text/Text';
import { BackToList } from './BackToList';
import { FlowFrame } from './FlowFrame';

export interface FlowMessageProps {
  title: ReactNode;
  body: ReactNode;
  /** Shows "Try again" (a failed load). */
  onRetry?: () => void;
  testId?: string;
}

/** A designed message instead of the screen (failed load, unknown or already ended plan). */
export function FlowMessage({ title, body, onRetry, testId }: FlowMessageProps) {
  const { t } = useTranslation('common');
  return (
    <FlowFrame title={title} testId={testId}>
      <Text>{body}</Text>
      {onRetry && (
        <div>
          <Button variant="secondary" onPress={onRetry}>
            {t('actions.tryAgain')}
          </Button>
        </div>
      )}
      <BackToList />
    </FlowFrame>
  );
}
