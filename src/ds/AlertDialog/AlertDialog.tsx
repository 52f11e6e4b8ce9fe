import { Children, type ReactNode, useContext, useRef, useState } from 'react';
import { Dialog, Heading, OverlayTriggerStateContext } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Modal } from '../Dialog/Dialog';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons';
import * as styles from './AlertDialog.css';

/** What the member chose: `confirm`, or `cancel` (the cancel button, Esc). */
export type AlertDialogResult = 'confirm' | 'cancel';

/** Sets the icon and its colours; the title stays the caller's own translated text. */
export type AlertDialogTone = 'error' | 'success' | 'warning' | 'info';

const toneIcon: Record<AlertDialogTone, ReactNode> = {
  error: <ErrorIcon />,
  success: <SuccessIcon />,
  warning: <WarningIcon />,
  info: <InfoIcon />,
};

export interface AlertDialogProps {
  /** Colour and icon of the message. @default 'info' */
  tone?: AlertDialogTone;
  /** The heading (translated by the caller), which also names the dialog. */
  title: ReactNode;
  /** The message: one node, or several lines each shown as its own paragraph. */
  message: ReactNode | readonly ReactNode[];
  /** Label of the confirming button (translated by the caller). */
  confirmLabel: ReactNode;
  /** Label of the cancelling button; without it the dialog has only the confirm button. */
  cancelLabel?: ReactNode;
  /** Look of the confirm button: `critical` for destructive actions. @default 'primary' */
  confirmVariant?: 'primary' | 'critical';
  /** Called once each time the dialog closes, with what the member chose. */
  onResult?: (result: AlertDialogResult) => void;
  /** Open state when controlled. Inside a `DialogTrigger` the trigger controls it. */
  isOpen?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * The confirmed action is running: the confirm button shows progress and ignores presses,
   * cancel and Esc are disabled. Keep `isOpen` true (controlled) to hold the dialog open
   * meanwhile, e.g. to show a failure as a message line. @default false
   */
  isPending?: boolean;
}

/**
 * A modal that needs an answer: `role="alertdialog"`, a tone icon, a title, message lines and
 * confirm/cancel buttons. Every close reports one result through `onResult`: `confirm` from
 * the confirm button, `cancel` from the cancel button or Esc. The backdrop does not dismiss
 * it. Focus starts on the cancel button (the safe choice), else on confirm.
 */
export function AlertDialog({
  tone = 'info',
  title,
  message,
  confirmLabel,
  cancelLabel,
  confirmVariant = 'primary',
  onResult,
  isOpen,
  defaultOpen = false,
  onOpenChange,
  isPending = false,
}: AlertDialogProps) {
  const trigger = useContext(OverlayTriggerStateContext);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const chosen = useRef<AlertDialogResult | null>(null);
  const open = isOpen ?? trigger?.isOpen ?? uncontrolledOpen;

  const setOpen = (next: boolean) => {
    if (!next) {
      onResult?.(chosen.current ?? 'cancel');
      chosen.current = null;
    }
    if (isOpen === undefined && !trigger) setUncontrolledOpen(next);
    trigger?.setOpen(next);
    onOpenChange?.(next);
  };

  const lines = Array.isArray(message) ? message : [message];

  return (
    <Modal
      size="md"
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
      isOpen={open}
      onOpenChange={setOpen}
    >
      <Dialog role="alertdialog" className={styles.dialog}>
        {({ close }) => {
          const choose = (result: AlertDialogResult) => {
            chosen.current = result;
            close();
          };
          return (
            <>
              <div className={styles.body}>
                <span className={styles.icon({ tone })}>{toneIcon[tone]}</span>
                <div className={styles.content}>
                  <Heading slot="title" className={styles.title}>
                    {title}
                  </Heading>
                  {Children.map(lines, (line) => (
                    <p className={styles.message}>{line}</p>
                  ))}
                </div>
              </div>
              <div className={styles.actions}>
                {cancelLabel && (
                  <Button
                    variant="secondary"
                    autoFocus
                    isDisabled={isPending}
                    onPress={() => choose('cancel')}
                  >
                    {cancelLabel}
                  </Button>
                )}
                <Button
                  variant={confirmVariant}
                  autoFocus={!cancelLabel}
                  isPending={isPending}
                  onPress={() => choose('confirm')}
                >
                  {confirmLabel}
                </Button>
              </div>
            </>
          );
        }}
      </Dialog>
    </Modal>
  );
}
