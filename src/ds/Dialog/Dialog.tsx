import { type ReactNode, useLayoutEffect, useRef } from 'react';
import {
  Dialog as AriaDialog,
  type DialogProps as AriaDialogProps,
  DialogTrigger as AriaDialogTrigger,
  type DialogTriggerProps as AriaDialogTriggerProps,
  Modal as AriaModal,
  Heading,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button';
import { CloseIcon } from '../icons';
import * as styles from './Dialog.css';
import { focusPageHeading, isFocusLost } from './pageHeading';

export interface DialogTriggerProps extends AriaDialogTriggerProps {
  /** The trigger (usually a `Button`) followed by the `Modal`. */
  children: ReactNode;
}

/**
 * Opens its `Modal` when the trigger is pressed and returns focus to the trigger when it
 * closes. Use `isOpen` + `onOpenChange` to open it from code instead.
 */
export function DialogTrigger(props: DialogTriggerProps) {
  return <AriaDialogTrigger {...props} />;
}

export interface ModalProps
  extends Omit<ModalOverlayProps, 'className' | 'style' | 'children' | 'isDismissable'> {
  /** Maximum width of the box. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Fill the whole screen below the tablet breakpoint (long forms on phones). @default false */
  fullScreenOnMobile?: boolean;
  /** Close when the backdrop is clicked. Esc closes unless `isKeyboardDismissDisabled`.
   * @default true */
  isDismissable?: boolean;
  /** A `Dialog` (or `AlertDialog` content). */
  children: ReactNode;
}

/**
 * The modal layer: a backdrop over the page and a centred box, rendered in a portal. While it
 * is open, focus is trapped inside, the page behind is hidden from assistive technology and
 * does not scroll. The backdrop fades and the box scales in (instantly under reduced motion).
 */
export function Modal({
  size = 'md',
  fullScreenOnMobile = false,
  isDismissable = true,
  children,
  ...props
}: ModalProps) {
  return (
    <ModalOverlay
      {...props}
      isDismissable={isDismissable}
      className={
        fullScreenOnMobile ? `${styles.overlay} ${styles.fullScreenOverlay}` : styles.overlay
      }
    >
      <AriaModal className={styles.modal({ size, fullScreenOnMobile })}>
        {children}
        <FocusFallbackOnClose />
      </AriaModal>
    </ModalOverlay>
  );
}

/**
 * A modal that closes hands focus back to its trigger; when the trigger is gone (the card it was
 * on changed, the page moved on), focus would fall to `<body>`: it goes to the page's heading
 * instead (`markPageHeading`). Checked a frame after react-aria's own restore.
 */
function FocusFallbackOnClose() {
  const mounted = useRef(false);
  useLayoutEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          // Still mounted: React's strict mode ran this effect twice, nothing closed.
          if (!mounted.current && isFocusLost()) focusPageHeading();
        }),
      );
    };
  }, []);
  return null;
}

export interface DialogProps extends Omit<AriaDialogProps, 'className' | 'style' | 'children'> {
  /** The heading, which also names the dialog for assistive technology. */
  title: ReactNode;
  /** The body. It scrolls when the dialog is taller than the screen. */
  children: ReactNode;
  /**
   * Actions in the footer, usually `Button`s (primary last). A `Button` with `slot="close"`
   * closes the dialog; a submit button outside the body's form needs `form="<form id>"`.
   */
  footer?: ReactNode;
  /** Hide the close button in the corner (then give the user another way out).
   * @default false */
  hideCloseButton?: boolean;
}

/**
 * The content of a `Modal`: a title, a close button named in the user's language, a scrolling
 * body and optional footer actions. Focus moves into it on open; Esc closes it.
 */
export function Dialog({
  title,
  children,
  footer,
  hideCloseButton = false,
  ...props
}: DialogProps) {
  const { t } = useTranslation('ds');
  return (
    <AriaDialog {...props} className={styles.dialog}>
      <div className={styles.header}>
        <Heading slot="title" className={styles.title}>
          {title}
        </Heading>
        {!hideCloseButton && (
          <span className={styles.closeButton}>
            <Button slot="close" variant="tertiary" size="sm" aria-label={t('dialog.close')}>
              <CloseIcon />
            </Button>
          </span>
        )}
      </div>
      <div className={styles.body}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </AriaDialog>
  );
}
