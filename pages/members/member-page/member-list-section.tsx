// What his page's lists share (his histories, his coupons): a page asked with his token, which signs
// him out when the server no longer takes it, and a section under its heading that shows the page
// loading, empty, or drawn as its list draws it.
import { Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAskedPage } from '../../../engine/screens';
import { LoadingSpinner } from '../../../engine/shell';
import type { MemberListPage } from './member-page-api';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { margin: 0 },
  quiet: { color: tokens.colorNeutralForeground2 },
});

/** What a section of his page is given: his token, and what to do once the server refuses it. */
export interface SignedInSectionProps {
  token: string;
  onSignedOut(): void;
}

/** The page `ask` names, undefined until it arrives; a refused token signs him out. */
export function useMemberListPage(
  ask: string,
  load: () => Promise<MemberListPage>,
  onSignedOut: () => void,
): MemberListPage | undefined {
  const loaded = useAskedPage(ask, load);
  const failed = loaded.state === 'failed';
  useEffect(() => {
    if (failed) onSignedOut();
  }, [failed, onSignedOut]);
  return loaded.state === 'ready' ? loaded.page : undefined;
}

export interface MemberListSectionProps {
  headingId: string;
  title: string;
  /** Shown between the heading and the list, whatever the page (a filter's tabs). */
  above?: ReactNode;
  page: MemberListPage | undefined;
  /** The page's rows, when it has some. */
  list(page: MemberListPage): ReactNode;
}

export function MemberListSection({ headingId, title, above, page, list }: MemberListSectionProps) {
  const styles = useStyles();
  const { t } = useTranslation('engine');
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId} className={styles.heading}>
        {title}
      </Subtitle2>
      {above}
      {!page && <LoadingSpinner />}
      {page && page.rows.length === 0 && <Text className={styles.quiet}>{t('engine:detail.listEmpty')}</Text>}
      {page && page.rows.length > 0 && list(page)}
    </section>
  );
}
