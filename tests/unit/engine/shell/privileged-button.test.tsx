import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { Session } from '../../../../engine/client/session';
import { SessionContext } from '../../../../engine/client/session-context';
import type { UserInfo } from '../../../../engine/protocol/user-info';
import { PrivilegedButton } from '../../../../engine/shell/privileged-button';
import { userInfo } from '../../../support/resources';

function renderFor(user: UserInfo, privileges: readonly [string] | readonly [string, string]) {
  const session = new Session(localStorage);
  session.signIn({ token: 't', userInfo: user });
  render(
    <FluentProvider theme={webLightTheme}>
      <SessionContext.Provider value={session}>
        <PrivilegedButton privileges={privileges}>Approve</PrivilegedButton>
      </SessionContext.Provider>
    </FluentProvider>,
  );
  return screen.queryByRole('button', { name: 'Approve' });
}

describe('a button carrying privilege keys (core spec §6)', () => {
  afterEach(() => localStorage.clear());

  it('shows for an admin whatever his list holds', () => {
    expect(renderFor(userInfo({ admin: true }), ['merchant_approve'])).toBeInTheDocument();
  });

  it('shows when the list holds the first key or the second', () => {
    expect(
      renderFor(userInfo({ privilegeList: ['merchant_approve'] }), ['merchant_approve']),
    ).toBeInTheDocument();
  });

  it('shows when the list holds only the second key', () => {
    expect(
      renderFor(userInfo({ privilegeList: ['merchant_edit'] }), ['merchant_approve', 'merchant_edit']),
    ).toBeInTheDocument();
  });

  it('is absent when the list holds neither', () => {
    expect(
      renderFor(userInfo({ privilegeList: ['other'] }), ['merchant_approve', 'merchant_edit']),
    ).toBeNull();
  });
});
