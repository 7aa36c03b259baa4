// The sidebar's controls (core spec §2.4): a page link, an external link (a new tab), and a
// section's disclosure button. Plain links and buttons, so the browser's own Tab order and a screen
// reader's link list work as expected. In the collapsed rail only the icons show; the names stay for
// screen readers and appear as tooltips.
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular, OpenRegular } from '@fluentui/react-icons';
import { lazy, Suspense, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref } from 'react-router';
import { NavigationIcon } from './navigation-icons';
import { visuallyHidden } from './visually-hidden';

const RailTooltip = lazy(async () => ({ default: (await import('./rail-tooltip')).RailTooltip }));

const useStyles = makeStyles({
  entry: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    width: '100%',
    minHeight: '40px',
    boxSizing: 'border-box',
    paddingRight: tokens.spacingHorizontalM,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground2,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    textAlign: 'start',
    textDecorationLine: 'none',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  icon: { display: 'flex', fontSize: '20px', flexShrink: 0 },
  label: { flexGrow: 1 },
  hiddenLabel: visuallyHidden,
  selected: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    '::before': {
      content: '""',
      position: 'absolute',
      left: 0,
      top: '10px',
      bottom: '10px',
      width: '3px',
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: tokens.colorCompoundBrandStroke,
    },
  },
  expanded: { color: tokens.colorNeutralForeground1 },
});

/** Nested entries step in; the rail's icons stay centred. */
const indent = (depth: number, narrow: boolean) => ({
  paddingLeft: narrow ? '22px' : `${12 + depth * 32}px`,
});

interface EntryLook {
  title: string;
  icon?: string;
  depth: number;
  /** The collapsed rail: the icon alone, the name as a tooltip. */
  narrow: boolean;
}

function Content({ title, icon, depth, narrow, after }: EntryLook & { after?: ReactNode }) {
  const styles = useStyles();
  return (
    <>
      {(icon || depth === 0) && (
        <span className={styles.icon}>
          <NavigationIcon name={icon} />
        </span>
      )}
      <span className={narrow ? styles.hiddenLabel : styles.label}>{title}</span>
      {!narrow && after}
    </>
  );
}

function WithTooltip({
  title,
  narrow,
  children,
}: {
  title: string;
  narrow: boolean;
  children: ReactElement;
}) {
  if (!narrow) return children;
  return (
    <Suspense fallback={children}>
      <RailTooltip title={title}>{children}</RailTooltip>
    </Suspense>
  );
}

export function PageLink({
  to,
  selected,
  onGo,
  ...look
}: EntryLook & { to: string; selected: boolean; onGo(event: MouseEvent, path: string): void }) {
  const styles = useStyles();
  const href = useHref(to);
  return (
    <WithTooltip title={look.title} narrow={look.narrow}>
      <a
        href={href}
        className={mergeClasses(styles.entry, selected && styles.selected)}
        style={indent(look.depth, look.narrow)}
        aria-current={selected ? 'page' : undefined}
        onClick={(event) => onGo(event, to)}
      >
        <Content {...look} />
      </a>
    </WithTooltip>
  );
}

export function ExternalLink({ href, ...look }: EntryLook & { href: string }) {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const after = (
    <span className={styles.icon}>
      <OpenRegular aria-hidden />
    </span>
  );
  return (
    <WithTooltip title={look.title} narrow={look.narrow}>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.entry}
        style={indent(look.depth, look.narrow)}
      >
        <Content {...look} after={after} />
        <span className={styles.hiddenLabel}>{t('shell:newTab')}</span>
      </a>
    </WithTooltip>
  );
}

export function SectionButton({
  listId,
  expanded,
  onToggle,
  ...look
}: EntryLook & { listId: string; expanded: boolean; onToggle(): void }) {
  const styles = useStyles();
  const chevron = (
    <span className={styles.icon} aria-hidden>
      {expanded ? <ChevronDownRegular /> : <ChevronRightRegular />}
    </span>
  );
  return (
    <WithTooltip title={look.title} narrow={look.narrow}>
      <button
        type="button"
        className={mergeClasses(styles.entry, expanded && styles.expanded)}
        style={indent(look.depth, look.narrow)}
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        onClick={onToggle}
      >
        <Content {...look} after={chevron} />
      </button>
    </WithTooltip>
  );
}
