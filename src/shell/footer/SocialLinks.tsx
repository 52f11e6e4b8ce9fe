import { Link as AriaLink } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Box, Inline } from '../../ds/layout';
import * as css from './Footer.css';
import { FacebookIcon, InstagramIcon, LinkedInIcon } from './icons';
import type { SocialLink, SocialNetwork } from './rules';

const SOCIAL_ICON: Record<SocialNetwork, typeof FacebookIcon> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  linkedin: LinkedInIcon,
};

/** The brand's social networks, as icon links opening in a new tab. */
export function SocialLinks({ networks }: { networks: SocialLink[] }) {
  const { t } = useTranslation('footer');
  const { t: tds } = useTranslation('ds');
  return (
    <Box role="group" aria-label={t('social.label')}>
      <Inline space="xs">
        {networks.map(({ network, name, url }) => {
          const Icon = SOCIAL_ICON[network];
          return (
            <AriaLink
              key={network}
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className={css.socialLink}
              aria-label={`${t('social.followOn', { network: name })} ${tds('link.opensInNewTab')}`}
            >
              <Icon />
            </AriaLink>
          );
        })}
      </Inline>
    </Box>
  );
}
