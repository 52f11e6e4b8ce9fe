import { useTranslation } from 'react-i18next';
import { Box, Column, Columns, Stack } from '../../ds/layout';
import * as css from './Footer.css';
import { FooterLinkItem } from './FooterLinkItem';
import type { FooterCell, FooterLink } from './rules';

/**
 * Page-shell §2 Layout: desktop links alternate between a left and a right column (first
 * left), with a spacer between neighbours in each column (see `interleaveDesktopLinks`).
 */
export function InterleavedLinks({
  left,
  right,
}: {
  left: FooterCell<FooterLink>[];
  right: FooterCell<FooterLink>[];
}) {
  const { t } = useTranslation('footer');
  if (left.length + right.length === 0) return null;
  const column = (cells: FooterCell<FooterLink>[]) => (
    <Stack space="none">
      {cells.map((cell, index) =>
        cell.kind === 'link' ? (
          <FooterLinkItem key={cell.link.id} link={cell.link} />
        ) : (
          // Spacers never move: each sits after the link before it.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={index} className={css.spacer} aria-hidden="true" />
        ),
      )}
    </Stack>
  );
  return (
    <Box as="nav" aria-label={t('links.label')}>
      <Columns space="xxl">
        <Column width="content">{column(left)}</Column>
        <Column width="content">{column(right)}</Column>
      </Columns>
    </Box>
  );
}
