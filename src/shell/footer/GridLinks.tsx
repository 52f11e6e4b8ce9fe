import { useTranslation } from 'react-i18next';
import { Box, Tiles } from '../../ds/layout';
import { FooterLinkItem } from './FooterLinkItem';
import type { FooterLink } from './rules';

type Count = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Page-shell §2 Layout: the links as a grid, `columns` wide from tablet width and `small` on
 * phones (see `footerGridColumns`).
 */
export function GridLinks({
  links,
  columns,
}: {
  links: FooterLink[];
  columns: { wide: number; small: number };
}) {
  const { t } = useTranslation('footer');
  if (links.length === 0) return null;
  return (
    <Box as="nav" aria-label={t('links.label')}>
      <Tiles
        as="ul"
        space="md"
        columns={{ mobile: columns.small as Count, tablet: columns.wide as Count }}
      >
        {links.map((link) => (
          <FooterLinkItem key={link.id} link={link} />
        ))}
      </Tiles>
    </Box>
  );
}
