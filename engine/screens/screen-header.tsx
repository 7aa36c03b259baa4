// The top of a schema screen: where it sits (a link back to its list), its title as the page's
// one h1, and its main buttons on the right.
import { Caption1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { LinkButton } from '../shell/link-button';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    marginBottom: tokens.spacingVerticalL,
  },
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  back: { alignSelf: 'flex-start', marginLeft: `calc(-1 * ${tokens.spacingHorizontalS})` },
  title: { margin: 0 },
  subtitle: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface ScreenHeaderProps {
  title: string;
  subtitle?: string;
  back?: { to: string; text: string };
  actions?: ReactNode;
}

export function ScreenHeader({ title, subtitle, back, actions }: ScreenHeaderProps) {
  const styles = useStyles();
  return (
    <header className={styles.root}>
      <div className={styles.titles}>
        {back && (
          <LinkButton
            to={back.to}
            appearance="transparent"
            size="small"
            icon={<ArrowLeftRegular />}
            className={styles.back}
          >
            {back.text}
          </LinkButton>
        )}
        <Title2 as="h1" className={styles.title}>
          {title}
        </Title2>
        {subtitle && <Caption1 className={styles.subtitle}>{subtitle}</Caption1>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
