// The header's avatar (core spec §2.4): the company logo for company and shop managers, the user's
// initials otherwise (and until, or unless, the logo loads), or a person for a Chinese name. Drawn
// with Fluent's tokens in the theme colour rather than Fluent's Avatar, whose sizes, colours and
// presence badge would be a tenth of the shell's weight for one 32 px circle (docs/architecture.md,
// issue 10).
import { makeStyles, tokens } from '@fluentui/react-components';
import { PersonRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useClientStores } from '../client/client-stores';
import { companyLogoUrl, showsCompanyLogo } from '../client/image-base-url';
import { initialsOf } from '../client/initials';
import type { UserInfo } from '../protocol/user-info';

const useStyles = makeStyles({
  root: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '32px',
    height: '32px',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  icon: { fontSize: '20px' },
  image: { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' },
});

export interface UserAvatarProps {
  userInfo: UserInfo;
  name: string;
}

export const UserAvatar = observer(function UserAvatar({ userInfo, name }: UserAvatarProps) {
  const styles = useStyles();
  const { imageBaseUrl } = useClientStores();
  const wantsLogo = showsCompanyLogo(userInfo);
  useEffect(() => {
    if (wantsLogo) void imageBaseUrl.load();
  }, [wantsLogo, imageBaseUrl]);
  const logo = companyLogoUrl(userInfo, imageBaseUrl.value);
  const [brokenLogo, setBrokenLogo] = useState<string>();
  const initials = initialsOf(name);
  return (
    <span className={styles.root} aria-hidden>
      {initials || <PersonRegular className={styles.icon} />}
      {logo && logo !== brokenLogo && (
        <img className={styles.image} src={logo} alt="" onError={() => setBrokenLogo(logo)} />
      )}
    </span>
  );
});
