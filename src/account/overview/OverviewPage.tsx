import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../ds/Heading/Heading';
import { Column, Columns, Stack, Tiles } from '../../ds/layout';
import { AccountLicenseStatus } from '../licenses';
import { ProjectTiles } from '../projects';
import { CardsSection } from './CardsSection';
import { ExpiredCardWarning } from './ExpiredCardWarning';
import { LicensesSection } from './LicensesSection';
import { MemberBenefits } from './MemberBenefits';
import { PartnerOffers, PromoCards } from './Offers';
import { titleRow } from './overview.css';
import { PlansSection } from './PlansSection';
import { QuickActions } from './QuickActions';
import { TasksSection } from './TasksSection';
import { TrustReviews } from './TrustReviews';

/**
 * The Overview tab, the dashboard's home (the spec leaves its content open): an expired card
 * paying a plan first (the one thing a member must act on), then their plans with amount and
 * next charge, licenses and saved cards at a glance, project tiles, and — under the US
 * experiments — promo cards and partner offers. The quick actions are a menu button beside the
 * title (variation N) or a card heading the side column (below on phones), which also holds
 * shortcuts to the common tasks, member benefits and the trust widget. Each section loads and
 * fails on its own, so one failed call never blanks the page.
 */
export function OverviewPage() {
  const { t } = useTranslation('account');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Stack space="xl">
        <Stack space="md">
          <div className={titleRow}>
            <Heading level={2} size="page" id={titleId}>
              {t('pages.overview')}
            </Heading>
            <QuickActions form="menu" />
          </div>
          <AccountLicenseStatus />
        </Stack>
        <ExpiredCardWarning />
        <Columns space="xl" collapseBelow="desktop">
          <Column width="2/3">
            <Stack space="xl">
              <PlansSection />
              <Tiles space="lg" columns={{ mobile: 1, tablet: 2 }}>
                <LicensesSection />
                <CardsSection />
              </Tiles>
              <ProjectTiles headingLevel={3} />
              <PromoCards />
              <PartnerOffers />
            </Stack>
          </Column>
          <Column>
            <Stack space="xl">
              <QuickActions form="card" />
              <TasksSection />
              <MemberBenefits headingLevel={3} />
              <TrustReviews />
            </Stack>
          </Column>
        </Columns>
      </Stack>
    </section>
  );
}
