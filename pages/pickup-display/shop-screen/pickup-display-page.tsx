// /display/:token (business §3 "Pickup display"): the shop's TV screen, outside the shell and
// without a session. Two columns, preparing and ready, in the shop's theme colour, with large
// numbers, a clock, and the shop's media playing beside them. Each number that becomes ready is
// called aloud and the words are shown; browsers speak only after a gesture, so the screen starts
// with one button that turns sound (and full screen) on. A ready number leaves after the shop's
// timer, on this screen's own clock as well as the server's.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { currentLanguage, RequestError } from '../../../engine/client';
import { failureText } from '../../../engine/screens';
import { AlertBar, LoadingSpinner, PublicFrame, useDocumentTitle } from '../../../engine/shell';
import type { PickupNumber, PickupStatus, PublicDisplay } from '../../../protocol/pickup-numbers';
import { stillShown, textOn } from './display-rules';
import { MediaLoop } from './media-loop';
import { useAnnouncements, type Announcement } from './use-announcements';
import { usePublicDisplay } from './use-public-display';

const useStyles = makeStyles({
  screen: {
    position: 'fixed',
    inset: 0,
    display: 'grid',
    gridTemplateRows: 'auto 1fr auto',
    backgroundColor: '#101010',
    color: '#FFFFFF',
    fontFamily: tokens.fontFamilyBase,
  },
  bar: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    padding: '1vh 2vw',
    fontSize: '3.5vh',
    fontWeight: tokens.fontWeightSemibold,
  },
  body: { display: 'grid', gridTemplateColumns: '1fr 1fr', minHeight: 0 },
  withMedia: { gridTemplateColumns: '1fr 1fr 1.2fr' },
  column: { display: 'flex', flexDirection: 'column', minHeight: 0, borderRight: '2px solid #333333' },
  heading: { margin: 0, padding: '1.5vh 2vw', fontSize: '4.5vh', textAlign: 'center' },
  numbers: {
    listStyle: 'none',
    margin: 0,
    padding: '1vh 1vw',
    display: 'flex',
    flexWrap: 'wrap',
    alignContent: 'flex-start',
    gap: '1vh 2vw',
    justifyContent: 'center',
    overflow: 'hidden',
  },
  number: {
    fontSize: '9vh',
    fontWeight: tokens.fontWeightBold,
    lineHeight: 1.1,
    fontVariantNumeric: 'tabular-nums',
  },
  calling: { outline: '0.6vh solid currentColor', borderRadius: '1vh', padding: '0 1vw' },
  empty: { fontSize: '3vh', opacity: 0.7, textAlign: 'center', margin: '2vh 0' },
  media: { minHeight: 0, backgroundColor: '#000000' },
  caption: { margin: 0, padding: '1.5vh 2vw', fontSize: '4.5vh', textAlign: 'center', minHeight: '7vh' },
  start: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalL,
    maxWidth: '520px',
    textAlign: 'center',
  },
});

/** The time of day, ticking each second: the screen's clock, and what drops numbers on time. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

interface ColumnProps {
  status: PickupStatus;
  numbers: readonly PickupNumber[];
  calling: string | undefined;
  colours: { backgroundColor: string; color: string } | undefined;
}

function NumberColumn({ status, numbers, calling, colours }: ColumnProps) {
  const styles = useStyles();
  const { t } = useTranslation('pickupDisplay');
  const shown = numbers.filter((entry) => entry.status === status);
  const titleId = `display-${status}`;
  return (
    <section className={styles.column} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading} style={colours}>
        {t(`statuses.${status}`)}
      </h2>
      {shown.length === 0 ? (
        <p className={styles.empty}>{t('screen.noNumbers')}</p>
      ) : (
        <ul className={styles.numbers}>
          {shown.map((entry) => (
            <li
              key={entry.id}
              className={`${styles.number} ${entry.number === calling ? styles.calling : ''}`}
            >
              {entry.number}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Screen({
  display,
  skew,
  caption,
}: {
  display: PublicDisplay;
  skew: number;
  caption: Announcement | null;
}) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('pickupDisplay');
  const now = useNow();
  const theme = { backgroundColor: display.themeColour, color: textOn(display.themeColour) };
  const numbers = stillShown(display.numbers, now, skew);
  const clock = new Date(now).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const calling = caption?.number;
  return (
    <div className={styles.screen}>
      <header className={styles.bar} style={theme}>
        <h1 style={{ margin: 0, fontSize: 'inherit' }}>{display.shopName}</h1>
        <time aria-label={t('screen.clock')}>{clock}</time>
      </header>
      <main className={`${styles.body} ${display.media.length > 0 ? styles.withMedia : ''}`}>
        <NumberColumn status="preparing" numbers={numbers} calling={undefined} colours={undefined} />
        <NumberColumn status="ready" numbers={numbers} calling={calling} colours={theme} />
        {display.media.length > 0 && (
          <aside className={styles.media} aria-label={t('screen.media')}>
            <MediaLoop media={display.media} baseUrl={display.mediaBaseUrl} label={t('screen.media')} />
          </aside>
        )}
      </main>
      <p className={styles.caption} role="status" aria-live="polite" style={theme}>
        {caption ? `${t('screen.announcing')}: ${caption.text}` : ''}
      </p>
    </div>
  );
}

export function PickupDisplayPage() {
  const styles = useStyles();
  const { t, i18n } = useTranslation('pickupDisplay');
  const token = useParams().token ?? '';
  const { read } = usePublicDisplay(token);
  const [started, setStarted] = useState(false);
  const display = read.state === 'ready' ? read.display : undefined;
  const caption = useAnnouncements(display, started);
  useDocumentTitle(
    display ? `${display.shopName} · ${t('pickupDisplaySettings')}` : t('pickupDisplaySettings'),
  );

  const start = () => {
    setStarted(true);
    // Full screen is a wish: a browser that refuses it still shows the screen in its window.
    void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };

  if (read.state === 'ready' && started)
    return <Screen display={read.display} skew={read.skew} caption={caption} />;
  return (
    <PublicFrame bar="language">
      {read.state === 'loading' && <LoadingSpinner />}
      {read.state === 'failed' && (
        <AlertBar
          message={
            failureText(read.error instanceof RequestError ? read.error : null, currentLanguage(i18n)) ??
            t('screen.failed')
          }
          multiline
        />
      )}
      {read.state === 'ready' && (
        <div className={styles.start}>
          <h1>{read.display.shopName}</h1>
          <p id="display-start-hint">{t('screen.startHint')}</p>
          <Button
            appearance="primary"
            size="large"
            onClick={start}
            aria-describedby="display-start-hint"
            autoFocus
          >
            {t('screen.start')}
          </Button>
        </div>
      )}
    </PublicFrame>
  );
}
