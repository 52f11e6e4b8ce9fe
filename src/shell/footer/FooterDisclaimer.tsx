import { Stack } from '../../ds/layout';
import { DisclaimerBlock } from './DisclaimerBlock';
import * as css from './Footer.css';
import type { FooterModel } from './rules';

/** The disclaimer in each of its languages, on the viewports that show it. */
export function FooterDisclaimer({
  brand,
  disclaimer,
}: {
  brand: string;
  disclaimer: NonNullable<FooterModel['disclaimer']>;
}) {
  const blocks = (
    <Stack space="sm">
      {disclaimer.locales.map((locale) => (
        <DisclaimerBlock key={locale} locale={locale} brand={brand} wording={disclaimer.wording} />
      ))}
    </Stack>
  );
  if (disclaimer.viewports === 'all') return blocks;
  return (
    <div className={disclaimer.viewports === 'desktop' ? css.desktopOnly : css.mobileOnly}>
      {blocks}
    </div>
  );
}
