// The `diningModes` widget (core spec §2.5 "dining-mode settings card"): the eight operation modes
// as cards in three groups (table service, self-service, the others), every card rule of core
// spec §4 from dining-mode-rules.ts. Turning on something that modes already on block asks first
// (business spec §4), naming what goes off; Continue switches them off, Cancel changes nothing.
// Loaded as a chunk of its own (lazy-widget.tsx).
import {
  Caption1,
  FieldContextProvider,
  Subtitle2,
  makeStyles,
  tokens,
  useFieldControlProps_unstable,
  type FieldControlProps,
} from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EngineDialog } from '../../../engine/screens';
import type { DialogRequest } from '../../../engine/screens';
import {
  MODE_GROUPS,
  blockersOf,
  changeOptions,
  entriesOf,
  turnOff,
  turnOn,
  type DiningModeEntry,
  type ModeGroup,
  type Target,
} from './dining-mode-rules';
import { DiningModeCard, type DiningModeCardProps } from './dining-mode-card';
import { targetList } from './dining-mode-text';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  hint: { color: tokens.colorNeutralForeground2 },
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
});

interface Asking {
  target: Target;
  blockers: Target[];
}

export function DiningModesEditor(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange } = props;
  const styles = useStyles();
  const { t, i18n } = useTranslation('modes');
  // A group takes no aria-required (ARIA 1.2); the label's mark says it.
  const { 'aria-required': _required, ...group } = useFieldControlProps_unstable<FieldControlProps>(
    { id },
    { supportsLabelFor: false },
  );
  const [asking, setAsking] = useState<Asking | null>(null);
  const entries = entriesOf(value);
  const save = (next: DiningModeEntry[]) => onChange(next);
  const onToggle = (target: Target, on: boolean) => {
    const blockers = on ? blockersOf(entries, target) : [];
    if (blockers.length > 0) setAsking({ target, blockers });
    else save(on ? turnOn(entries, target) : turnOff(entries, target));
  };
  const request: DialogRequest | null = asking && {
    kind: 'confirm',
    title: t('modes:confirm.title'),
    body: t('modes:confirm.body', {
      target: t(`modes:names.${asking.target}`),
      modes: targetList(t, i18n.language, asking.blockers),
    }),
    confirmText: t('modes:confirm.continue'),
    onConfirm: () => Promise.resolve(save(turnOn(entries, asking.target))),
  };
  const card: Omit<DiningModeCardProps, 'entry'> = {
    entries,
    locked: disabled === true || readonly === true,
    onToggle,
    onOptions: (type, change) => save(changeOptions(entries, type, change)),
  };
  return (
    <div {...group} role="group" className={styles.root}>
      {/* The Field names the whole widget; each card and control keeps its own name. */}
      <FieldContextProvider value={undefined}>
        {MODE_GROUPS.map((modeGroup) => (
          <CardGroup key={modeGroup.name} modeGroup={modeGroup} card={card} />
        ))}
        <EngineDialog request={request} onClose={() => setAsking(null)} onDone={() => setAsking(null)} />
      </FieldContextProvider>
    </div>
  );
}

function CardGroup({ modeGroup, card }: { modeGroup: ModeGroup; card: Omit<DiningModeCardProps, 'entry'> }) {
  const styles = useStyles();
  const { t } = useTranslation('modes');
  const headingId = useId();
  const hintId = useId();
  return (
    <section className={styles.group} aria-labelledby={headingId} aria-describedby={hintId}>
      <Subtitle2 as="h2" id={headingId} className={styles.heading}>
        {t(`modes:groups.${modeGroup.name}`)}
      </Subtitle2>
      <Caption1 id={hintId} className={styles.hint}>
        {t(`modes:groups.${modeGroup.name}Hint`)}
      </Caption1>
      <div className={styles.cards}>
        {modeGroup.types.map((type) => {
          const entry = card.entries.find((candidate) => candidate.type === type);
          return entry && <DiningModeCard key={type} entry={entry} {...card} />;
        })}
      </div>
    </section>
  );
}
