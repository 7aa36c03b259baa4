// /member/:company (issue 23 item 6): a member's own page, outside the shell, phone-sized, in his
// language with the language menu above. Signed out, it asks his email and his password or a mailed
// code, as his restaurant lets him (member-sign-in-form.tsx); signed in, it shows his card with the
// QR the till scans, his points, balance, level, coupons and both histories. His token stays on this
// device until he signs out or the server ends it, and then he signs in again.
import { Card, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingSpinner, PHONE_CARD, PublicFrame, useDocumentTitle } from '../../../engine/shell';
import type { MemberCard } from '../../../protocol/member-page';
import { MemberCardView } from './member-card-view';
import { readCard, signOutMember } from './member-page-api';
import { MemberSignInForm } from './member-sign-in-form';
import { memberToken } from './member-token';

const useStyles = makeStyles({
  card: { ...PHONE_CARD, gap: tokens.spacingVerticalXL },
  flush: { margin: 0 },
});

type Seen =
  | { state: 'signedOut' }
  | { state: 'loading'; token: string }
  | { state: 'in'; token: string; card: MemberCard };

export function MemberPage() {
  const styles = useStyles();
  const { t } = useTranslation('members');
  const company = useParams().company ?? '';
  const [seen, setSeen] = useState<Seen>(() => {
    const token = memberToken.read(company);
    return token ? { state: 'loading', token } : { state: 'signedOut' };
  });
  const signedOut = useCallback(() => {
    memberToken.forget(company);
    setSeen({ state: 'signedOut' });
  }, [company]);
  const [revision, setRevision] = useState(0);
  // His card read again in place, and his lists with it, after something on the page moved his holdings.
  const changed = useCallback(
    (token: string) => {
      setRevision((count) => count + 1);
      readCard(token).then(
        (card) => setSeen((now) => (now.state === 'in' && now.token === token ? { ...now, card } : now)),
        signedOut,
      );
    },
    [signedOut],
  );
  const loadingToken = seen.state === 'loading' ? seen.token : undefined;
  useEffect(() => {
    if (!loadingToken) return;
    let current = true;
    readCard(loadingToken).then(
      (card) => current && setSeen({ state: 'in', token: loadingToken, card }),
      () => current && signedOut(),
    );
    return () => {
      current = false;
    };
  }, [loadingToken, signedOut]);
  const title = seen.state === 'in' ? seen.card.companyName : t('members:memberPage.title');
  useDocumentTitle(title);

  const body = () => {
    if (seen.state === 'loading') return <LoadingSpinner />;
    if (seen.state === 'signedOut')
      return (
        <MemberSignInForm
          company={company}
          onSignedIn={({ token, card }) => {
            memberToken.keep(company, token);
            setSeen({ state: 'in', token, card });
          }}
        />
      );
    const { token } = seen;
    return (
      <MemberCardView
        token={token}
        card={seen.card}
        revision={revision}
        onChanged={() => changed(token)}
        onSignedOut={signedOut}
        onSignOut={() => void signOutMember(token).finally(signedOut)}
      />
    );
  };

  return (
    <PublicFrame bar="language" fromTop>
      <Card className={styles.card}>
        <Title2 as="h1" className={styles.flush}>
          {title}
        </Title2>
        {body()}
      </Card>
    </PublicFrame>
  );
}
