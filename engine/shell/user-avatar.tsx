// The header's avatar (core spec §2.4): the company logo for company and shop managers, the user's
// initials otherwise (and until, or unless, the logo loads).
import { Avatar, type AvatarProps } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useClientStores } from '../client/client-stores';
import { companyLogoUrl, showsCompanyLogo } from '../client/image-base-url';
import type { UserInfo } from '../protocol/user-info';

export interface UserAvatarProps {
  userInfo: UserInfo;
  name: string;
  size?: AvatarProps['size'];
}

export const UserAvatar = observer(function UserAvatar({ userInfo, name, size = 32 }: UserAvatarProps) {
  const { imageBaseUrl } = useClientStores();
  const wantsLogo = showsCompanyLogo(userInfo);
  useEffect(() => {
    if (wantsLogo) void imageBaseUrl.load();
  }, [wantsLogo, imageBaseUrl]);
  const logo = companyLogoUrl(userInfo, imageBaseUrl.value);
  return (
    <Avatar
      name={name}
      color="colorful"
      size={size}
      image={logo ? { src: logo, alt: '' } : undefined}
      aria-hidden
    />
  );
});
