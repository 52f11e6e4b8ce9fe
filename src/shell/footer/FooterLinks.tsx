import * as css from './Footer.css';
import { GridLinks } from './GridLinks';
import { InterleavedLinks } from './InterleavedLinks';
import type { FooterLinkArrangement } from './rules';

function arranged(links: FooterLinkArrangement) {
  return links.layout === 'interleaved' ? (
    <InterleavedLinks left={links.left} right={links.right} />
  ) : (
    <GridLinks links={links.links} columns={links.columns} />
  );
}

/** The footer's links, laid out for desktop and for phones; CSS shows the one that fits. */
export function FooterLinks({
  desktop,
  mobile,
}: {
  desktop: FooterLinkArrangement;
  mobile: FooterLinkArrangement;
}) {
  return (
    <>
      <div className={css.desktopOnly}>{arranged(desktop)}</div>
      <div className={css.mobileOnly}>{arranged(mobile)}</div>
    </>
  );
}
