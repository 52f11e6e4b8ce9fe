import { Column, Columns } from '../../ds/layout';
import * as css from './Footer.css';
import type { FooterModel } from './rules';
import { TrustLogos } from './TrustLogos';

/**
 * Page-shell §2 Extras: on desktop the trust logos sit at the start and end of a row; on phones
 * in one row of their own.
 */
export function FooterTrustLogos({ desktopStart, desktopEnd, mobile }: FooterModel['trustLogos']) {
  return (
    <>
      {desktopStart.length + desktopEnd.length > 0 && (
        <div className={css.desktopOnly}>
          <Columns space="xl" alignY="center">
            <Column>{desktopStart.length > 0 && <TrustLogos logos={desktopStart} />}</Column>
            {desktopEnd.length > 0 && (
              <Column width="content">
                <TrustLogos logos={desktopEnd} />
              </Column>
            )}
          </Columns>
        </div>
      )}
      {mobile.length > 0 && (
        <div className={css.mobileOnly}>
          <TrustLogos logos={mobile} />
        </div>
      )}
    </>
  );
}
