// A mode's options while it is on, each shown only when the card rules say (core spec §4): payment
// (the kitchen review of pay-later orders only when paying later), the order types, and with
// takeaway the pickup time, its interval and range only when guests choose the time. Take-away's
// dine-in is switched like a mode, since table service blocks it.
import {
  Caption1Strong,
  Checkbox,
  Field,
  Select,
  Switch,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PICKUP_INTERVALS,
  PICKUP_MAX_TIMES,
  TAKEAWAY_ENTRY,
  blockersOf,
  isOn,
  visibleOptions,
  type DiningModeEntry,
  type ModeType,
  type Target,
} from './dining-mode-rules';
import { durationText } from './dining-mode-text';
import { BlockedNote } from './blocked-note';

const useStyles = makeStyles({
  options: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  orderTypes: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
  },
  pickup: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  select: { minWidth: '140px' },
});

export type OptionsChange = (
  type: ModeType,
  change: Omit<Partial<DiningModeEntry>, 'type' | 'enable'>,
) => void;

interface OptionsProps {
  entry: DiningModeEntry;
  entries: readonly DiningModeEntry[];
  locked: boolean;
  onToggle(target: Target, on: boolean): void;
  onOptions: OptionsChange;
}

export function DiningModeOptions({ entry, entries, locked, onToggle, onOptions }: OptionsProps) {
  const styles = useStyles();
  const { t } = useTranslation('modes');
  const shown = visibleOptions(entry);
  const set = (change: Omit<Partial<DiningModeEntry>, 'type' | 'enable'>) => onOptions(entry.type, change);
  const flag = (name: 'payFirst' | 'onlinePay' | 'sendToKitchenAuditPayAfter' | 'selectableTime') => (
    <Switch
      label={t(`modes:fields.${name}`)}
      checked={entry[name] === true}
      disabled={locked}
      onChange={(_event, data) => set({ [name]: data.checked })}
    />
  );
  if (!shown.payment && !shown.orderTypes) return null;
  return (
    <div className={styles.options}>
      {shown.payment && flag('payFirst')}
      {shown.payment && flag('onlinePay')}
      {shown.kitchenReview && flag('sendToKitchenAuditPayAfter')}
      {shown.orderTypes && <OrderTypes {...{ entry, entries, locked, onToggle }} onOptions={set} />}
      {shown.pickupTime && flag('selectableTime')}
      {shown.pickupRange && (
        <div className={styles.pickup}>
          <MinutesSelect
            label={t('modes:fields.takeOutTimeInterval')}
            choices={PICKUP_INTERVALS}
            value={entry.takeOutTimeInterval}
            locked={locked}
            onChange={(minutes) => set({ takeOutTimeInterval: minutes })}
          />
          <MinutesSelect
            label={t('modes:fields.takeOutPickUpMaxTime')}
            choices={PICKUP_MAX_TIMES}
            value={entry.takeOutPickUpMaxTime}
            locked={locked}
            onChange={(minutes) => set({ takeOutPickUpMaxTime: minutes })}
          />
        </div>
      )}
    </div>
  );
}

function OrderTypes({
  entry,
  entries,
  locked,
  onToggle,
  onOptions,
}: Omit<OptionsProps, 'onOptions'> & { onOptions(change: Partial<DiningModeEntry>): void }) {
  const styles = useStyles();
  const { t } = useTranslation('modes');
  const headingId = useId();
  const noteId = useId();
  // Take-away's dine-in is blocked by table service; the other modes' is theirs alone.
  const takeAway = entry.type === TAKEAWAY_ENTRY;
  const blockers = takeAway && !isOn(entries, 'takeAwayDineIn') ? blockersOf(entries, 'takeAwayDineIn') : [];
  return (
    <div role="group" aria-labelledby={headingId}>
      <Caption1Strong id={headingId}>{t('modes:card.orderTypes')}</Caption1Strong>
      <div className={styles.orderTypes}>
        <Checkbox
          label={t('modes:fields.tangshi')}
          checked={entry.tangshi === true}
          disabled={locked}
          aria-describedby={blockers.length > 0 ? noteId : undefined}
          onChange={(_event, data) =>
            takeAway
              ? onToggle('takeAwayDineIn', data.checked === true)
              : onOptions({ tangshi: data.checked === true })
          }
        />
        <Checkbox
          label={t('modes:fields.takeout')}
          checked={entry.takeout === true}
          disabled={locked}
          onChange={(_event, data) => onOptions({ takeout: data.checked === true })}
        />
      </div>
      <BlockedNote id={noteId} blockers={blockers} text="modes:card.dineInBlockedBy" />
    </div>
  );
}

interface MinutesSelectProps {
  label: string;
  choices: readonly number[];
  value: number | undefined;
  locked: boolean;
  onChange(minutes: number): void;
}

function MinutesSelect({ label, choices, value, locked, onChange }: MinutesSelectProps) {
  const styles = useStyles();
  const { t } = useTranslation('modes');
  return (
    <Field label={label}>
      <Select
        className={styles.select}
        value={value === undefined ? '' : String(value)}
        disabled={locked}
        onChange={(_event, data) => onChange(Number(data.value))}
      >
        {choices.map((minutes) => (
          <option key={minutes} value={minutes}>
            {durationText(t, minutes)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
