// Comments on his page (issue 26 item 2): his latest paid visits, each with its branch and the
// dishes and combos he ordered, and a Comment button for each he has not commented on yet, which
// asks his stars and his words in a dialog; what he has commented on says so. His comment is read by
// the restaurant before others see it.
import {
  Badge,
  Button,
  Field,
  Radio,
  RadioGroup,
  Subtitle2,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EngineDialog, type DialogRequest } from '../../../engine/screens';
import { LoadingSpinner } from '../../../engine/shell';
import { COMMENT_LIMITS, type CommentableVisit, type CommentTarget } from '../../../protocol/comments';
import { useEntryCardStyles } from './entry-card-styles';
import type { SignedInSectionProps } from './member-list-section';
import { readCommentableVisits, sendComment } from './member-comments-api';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  flush: { margin: 0 },
  quiet: { color: tokens.colorNeutralForeground2 },
});

const STARS = [1, 2, 3, 4, 5];

interface Draft {
  rating: number;
  content: string;
}

/** His stars and words, told to `onChange` as he changes them (the dialog sends the last told). */
function CommentFields({ initial, onChange }: { initial: Draft; onChange(draft: Draft): void }) {
  const { t } = useTranslation('comments');
  const [draft, setDraft] = useState(initial);
  const change = (next: Draft) => {
    setDraft(next);
    onChange(next);
  };
  return (
    <>
      <Field label={t('comments:memberPage.stars')}>
        <RadioGroup
          layout="horizontal"
          value={String(draft.rating)}
          onChange={(_event, data) => change({ ...draft, rating: Number(data.value) })}
        >
          {STARS.map((stars) => (
            <Radio
              key={stars}
              value={String(stars)}
              label={t('comments:memberPage.starCount', { count: stars })}
            />
          ))}
        </RadioGroup>
      </Field>
      <Field label={t('comments:fields.content')}>
        <Textarea
          value={draft.content}
          maxLength={COMMENT_LIMITS.content}
          onChange={(_event, data) => change({ ...draft, content: data.value })}
        />
      </Field>
    </>
  );
}

export function MemberComments({ token, onSignedOut }: SignedInSectionProps) {
  const styles = useStyles();
  const cards = useEntryCardStyles();
  const { t } = useTranslation('comments');
  const [visits, setVisits] = useState<CommentableVisit[] | undefined>();
  const [asked, setAsked] = useState(0);
  const [request, setRequest] = useState<DialogRequest | null>(null);
  const [done, setDone] = useState<string | undefined>();
  const draft = useRef<Draft>({ rating: 5, content: '' });
  const reload = useCallback(() => setAsked((count) => count + 1), []);
  useEffect(() => {
    let current = true;
    readCommentableVisits(token).then(
      (read) => current && setVisits(read),
      () => current && onSignedOut(),
    );
    return () => {
      current = false;
    };
  }, [token, asked, onSignedOut]);

  const ask = (visit: CommentableVisit, target: CommentTarget, name: string, itemId?: number) => {
    const fresh = { rating: 5, content: '' };
    draft.current = fresh;
    setDone(undefined);
    setRequest({
      kind: 'confirm',
      title: t('comments:memberPage.commentOn', { name }),
      body: <CommentFields initial={fresh} onChange={(next) => (draft.current = next)} />,
      confirmText: t('comments:memberPage.send'),
      onConfirm: async () => {
        const { rating, content } = draft.current;
        await sendComment(token, {
          orderId: visit.orderId,
          target,
          itemId,
          rating,
          ...(content.trim() ? { content } : {}),
        });
        setDone(t('comments:memberPage.sent', { name }));
      },
    });
  };

  const line = (
    visit: CommentableVisit,
    target: CommentTarget,
    name: string,
    commented: boolean,
    itemId?: number,
  ) => (
    <div key={`${target}-${itemId ?? 0}`} className={cards.top}>
      <Text>{name}</Text>
      {commented ? (
        <Badge appearance="tint" color="success">
          {t('comments:memberPage.commented')}
        </Badge>
      ) : (
        <Button
          aria-label={t('comments:memberPage.commentOn', { name })}
          onClick={() => ask(visit, target, name, itemId)}
        >
          {t('comments:memberPage.comment')}
        </Button>
      )}
    </div>
  );

  const headingId = 'member-comments';
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId} className={styles.flush}>
        {t('comments:memberPage.title')}
      </Subtitle2>
      <Text role="status">{done ?? ''}</Text>
      {!visits && <LoadingSpinner />}
      {visits && visits.length === 0 && (
        <Text className={styles.quiet}>{t('comments:memberPage.empty')}</Text>
      )}
      {visits && visits.length > 0 && (
        <ul className={cards.list} aria-labelledby={headingId}>
          {visits.map((visit) => (
            <li key={visit.orderId} className={cards.card}>
              <Text className={styles.quiet}>
                {t('comments:memberPage.visit', {
                  day: new Date(visit.closedAt).toLocaleDateString(),
                  order: visit.orderNo,
                })}
              </Text>
              {line(visit, 'shop', visit.shopName, visit.shopCommented)}
              {visit.items.map((item) => line(visit, item.target, item.name, item.commented, item.itemId))}
            </li>
          ))}
        </ul>
      )}
      <EngineDialog
        request={request}
        onClose={() => setRequest(null)}
        onDone={() => {
          setRequest(null);
          reload();
        }}
      />
    </section>
  );
}
