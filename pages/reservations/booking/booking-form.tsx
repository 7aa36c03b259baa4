// The guest's booking form: a date and a party size, the free times the shop offers for them (the
// shared slot function, asked of the server), then who books. The server checks the whole booking
// again and names the field of anything wrong; the form shows it there.
import {
  Button,
  Card,
  Field,
  Input,
  Radio,
  RadioGroup,
  SpinButton,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, RequestError } from '../../../engine/client';
import { failureText } from '../../../engine/screens';
import { AlertBar } from '../../../engine/shell';
import type { BookingPageInfo, BookingSlot, MadeBooking } from '../../../protocol/booking-answers';
import { book, readSlots } from './booking-api';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, width: 'min(32rem, 100%)' },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  times: { display: 'flex', flexWrap: 'wrap' },
});

const CONTACT = ['lastName', 'firstName', 'phone', 'email'] as const;
type Contact = Record<(typeof CONTACT)[number], string>;

export function BookingForm(props: {
  token: string;
  info: BookingPageInfo;
  onBooked: (made: MadeBooking) => void;
}) {
  const { token, info, onBooked } = props;
  const styles = useStyles();
  const { t, i18n } = useTranslation('reservations');
  const [date, setDate] = useState(info.today);
  const [people, setPeople] = useState(Math.min(2, info.maxPeople));
  // The free times read for a date and party, and the one chosen among them: both forgotten when either changes.
  const asked = `${date}|${people}`;
  const [read, setRead] = useState<{ asked: string; slots: BookingSlot[] } | null>(null);
  const slots = read?.asked === asked ? read.slots : null;
  const [chosen, setChosen] = useState<{ asked: string; start: string } | null>(null);
  const start = chosen?.asked === asked ? chosen.start : '';
  const [contact, setContact] = useState<Contact>({ lastName: '', firstName: '', phone: '', email: '' });
  const [remarks, setRemarks] = useState('');
  const [failure, setFailure] = useState<RequestError | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let current = true;
    readSlots(token, date, people).then(
      (found) => current && setRead({ asked, slots: found }),
      (error: unknown) => {
        if (!current || !(error instanceof RequestError)) return;
        setRead({ asked, slots: [] });
        setFailure(error);
      },
    );
    return () => {
      current = false;
    };
  }, [token, date, people, asked]);

  const fieldError = (field: string) => {
    const found = failure?.fieldErrors.find((error) => error.field === field);
    return found && (currentLanguage(i18n) === 'en' ? found.msgEn : found.msg);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setFailure(null);
    try {
      const details = Object.fromEntries(Object.entries(contact).filter(([, value]) => value.trim() !== ''));
      onBooked(
        await book(token, {
          ...details,
          lastName: contact.lastName,
          phone: contact.phone,
          startAt: start,
          people,
          ...(remarks.trim() ? { remarks } : {}),
        }),
      );
    } catch (error) {
      if (error instanceof RequestError) setFailure(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card className={styles.card}>
      <Text as="h1" size={600} weight="semibold">
        {info.shopName}
      </Text>
      <Text>{t('bookingPage.title')}</Text>
      <form onSubmit={(event) => void submit(event)} className={styles.card} noValidate>
        <div className={styles.row}>
          <Field label={t('bookingPage.date')}>
            <Input
              type="date"
              value={date}
              min={info.dateFrom && info.dateFrom > info.today ? info.dateFrom : info.today}
              {...(info.dateTo ? { max: info.dateTo } : {})}
              onChange={(_, data) => data.value && setDate(data.value)}
            />
          </Field>
          <Field label={t('bookingPage.people')} validationMessage={fieldError('people')}>
            <SpinButton
              value={people}
              min={1}
              max={info.maxPeople}
              onChange={(_, data) => {
                const value = data.value ?? Number(data.displayValue);
                if (Number.isInteger(value) && value >= 1 && value <= info.maxPeople) setPeople(value);
              }}
            />
          </Field>
        </div>
        <Field label={t('bookingPage.times')} validationMessage={fieldError('startAt')} required>
          {slots === null ? null : slots.length === 0 ? (
            <Text>{t('bookingPage.noTimes')}</Text>
          ) : (
            <RadioGroup
              layout="horizontal"
              value={start}
              onChange={(_, data) => setChosen({ asked, start: data.value })}
            >
              <div className={styles.times}>
                {slots.map((slot) => (
                  <Radio key={slot.start} value={slot.start} label={slot.time} />
                ))}
              </div>
            </RadioGroup>
          )}
        </Field>
        {CONTACT.map((field) => (
          <Field
            key={field}
            label={t(`bookingPage.${field}`)}
            required={field === 'lastName' || field === 'phone'}
            validationMessage={fieldError(field)}
          >
            <Input
              value={contact[field]}
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              onChange={(_, data) => setContact((before) => ({ ...before, [field]: data.value }))}
            />
          </Field>
        ))}
        <Field label={t('bookingPage.remarks')} validationMessage={fieldError('remarks')}>
          <Textarea value={remarks} onChange={(_, data) => setRemarks(data.value)} />
        </Field>
        <AlertBar
          message={
            failure && failure.fieldErrors.length === 0 ? failureText(failure, currentLanguage(i18n)) : null
          }
        />
        <Button type="submit" appearance="primary" disabled={sending || start === ''}>
          {t('bookingPage.book')}
        </Button>
      </form>
    </Card>
  );
}
