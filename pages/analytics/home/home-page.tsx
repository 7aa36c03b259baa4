// The home page at /home/home (core spec §2.1), the first screen after sign-in: who is signed in,
// and as what, then the business at a glance (business §1 home analytics: the declared report
// `home`, schemas/analytics/home.json), the last seven days against the week before. A page of our
// own (schemas/navigation.json routes it for everyone); the server scopes the figures.
import { Body1, Title1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { asLabel, currentLanguage, roleLabel, userDisplayName, useSession } from '../../../engine/client';
import { ReportScreen } from '../../../engine/screens';
import { lastDays } from '../reports/report-days';
import { useReportLists } from '../reports/use-report-lists';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  // Headings and paragraphs keep the browser's margins otherwise; the column's gap spaces them.
  flush: { margin: 0 },
  hint: { color: tokens.colorNeutralForeground2 },
  // Fluent's card surface drawn with its tokens: a static box needs none of Card's focus handling,
  // and its package would be the home page's largest (docs/architecture.md, issue 10).
  card: {
    maxWidth: '420px',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0 },
});

export const HomePage = observer(function HomePage() {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['common', 'fields']);
  const userInfo = useSession().userInfo;
  const lists = useReportLists();
  if (!userInfo) return null;
  const role = roleLabel(userInfo, (key) => i18n.exists(key));
  return (
    <section className={styles.root}>
      <Title1 as="h1" className={styles.flush}>
        {t('common:welcome', { name: userDisplayName(userInfo, currentLanguage(i18n)) })}
      </Title1>
      <Body1 as="p" className={mergeClasses(styles.flush, styles.hint)}>
        {t('common:welcomeHint')}
      </Body1>
      <div className={styles.card}>
        <dl className={styles.facts}>
          <dt className={styles.term}>{asLabel(t('fields:username'))}</dt>
          <dd className={styles.value}>{userInfo.username}</dd>
          {role && (
            <>
              <dt className={styles.term}>{t('common:role')}</dt>
              <dd className={styles.value}>{t(role)}</dd>
            </>
          )}
        </dl>
      </div>
      <ReportScreen report="home" initialQuery={{ ...lastDays(7), compare: 'lastWeek' }} lists={lists} />
    </section>
  );
});
