// The layout of a page that says where the user stands rather than showing a screen: "not found",
// "no permission". An icon, a heading, a sentence and the ways on.
import { Body1, Title1, makeStyles, tokens } from '@fluentui/react-components';
import type { FluentIcon } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
  },
  icon: { fontSize: '64px', color: tokens.colorNeutralForeground4 },
  flush: { margin: 0 },
  hint: { margin: 0, color: tokens.colorNeutralForeground2, maxWidth: '480px' },
  ways: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: tokens.spacingHorizontalM },
});

export interface StatusPageProps {
  /** Drawn large above the heading. */
  icon: FluentIcon;
  title: string;
  hint: string;
  testId: string;
  /** The buttons that lead on. */
  children: ReactNode;
}

export function StatusPage({ icon: Icon, title, hint, testId, children }: StatusPageProps) {
  const styles = useStyles();
  useDocumentTitle(title);
  return (
    <section className={styles.root} data-testid={testId}>
      <Icon className={styles.icon} aria-hidden />
      <Title1 as="h1" className={styles.flush}>
        {title}
      </Title1>
      <Body1 as="p" className={styles.hint}>
        {hint}
      </Body1>
      <div className={styles.ways}>{children}</div>
    </section>
  );
}
