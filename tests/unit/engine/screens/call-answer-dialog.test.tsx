// A call that `shows` its answer (docs/schemas.md "Calls"): after success its answer is shown in a
// dialog, the answer's HTML drawn as rich text through the browser's own allow-list (no script, no
// handler, no unsafe link survives), under the answer's title, and closed by its button; a call
// that shows nothing keeps its notice. The email template's preview is such a call.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import type { ResourceSchema } from '../../../../engine/schema/resource';
import { CallAnswerDialog, type CallAnswer } from '../../../../engine/screens/list/call-answer-dialog';
import { callRun } from '../../../../engine/screens/list/call-dialogs';
import { testI18n } from '../../../support/test-i18n';
import { axeViolations } from '../../support/axe-violations';
import { standInServer, type StandInServer } from '../../support/stand-in-server';

const SCHEMAS = resolve(__dirname, '..', '..', '..', '..', 'schemas');
const t = (key: string) => key;

/** A product resource as its file declares it (the checker's own tests hold the files valid). */
const productResource = (path: string) =>
  JSON.parse(readFileSync(resolve(SCHEMAS, path), 'utf8')) as ResourceSchema;

async function show(answer: CallAnswer, onClose = jest.fn()) {
  const i18n = await testI18n('en', ['engine']);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme}>
        <CallAnswerDialog answer={answer} onClose={onClose} />
      </FluentProvider>
    </I18nextProvider>,
  );
  return { onClose, view };
}

describe('a call that shows its answer', () => {
  let server: StandInServer | undefined;
  afterEach(() => server?.close());

  it('hands on the answer’s title and HTML after the preview, and nothing before', async () => {
    const templates = productResource('marketing/email-template.json');
    const preview = { subject: 'Hello Amy', html: '<p>Dear Amy</p>', text: 'Dear Amy' };
    server = standInServer({ 'POST /marketing/emailTemplate/preview': () => ({ data: preview }) });
    const run = callRun(templates, 'preview', { id: 7, version: 1 }, t);
    if (!run?.request || run.request.kind !== 'form') throw new Error('the preview asks nothing');
    expect(Object.keys(run.request.resource.fields)).toEqual(['memberId']);
    expect(run.shown()).toBeNull();
    await run.send({ memberId: 41 });
    expect(server.callsTo('POST /marketing/emailTemplate/preview')[0]?.body).toMatchObject({
      id: 7,
      memberId: 41,
    });
    expect(run.shown()).toEqual({ title: 'Hello Amy', html: '<p>Dear Amy</p>' });
  });

  it('shows nothing for a call that declares no `shows`', async () => {
    const members = productResource('members/member.json');
    server = standInServer({ 'POST /member/adjustment': () => ({ data: { html: '<p>x</p>' } }) });
    const run = callRun(members, 'adjustPoints', { id: 3, version: 1 }, t);
    await run?.send({ amount: 1, reason: 'x' });
    expect(run?.shown()).toBeNull();
  });

  it('draws the HTML as rich text under the title, sanitised again, and closes', async () => {
    const { onClose, view } = await show({
      title: 'Hello Amy',
      html:
        '<h1>Welcome</h1><p onclick="steal()">You hold <strong>120</strong> points</p>' +
        '<script>window.stolen = true</script><img src="x" onerror="window.stolen = true">' +
        '<p><a href="javascript:alert(1)">bad link</a> <a href="https://brigade.test/u">Unsubscribe</a></p>',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Hello Amy' });
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(dialog.textContent).toContain('You hold 120 points');
    expect(dialog.querySelector('strong')?.textContent).toBe('120');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onclick], [onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Unsubscribe' }).getAttribute('href')).toBe(
      'https://brigade.test/u',
    );
    expect(screen.queryByRole('link', { name: 'bad link' })).toBeNull();
    expect((window as { stolen?: boolean }).stolen).toBeUndefined();
    expect(await axeViolations(view.container.ownerDocument.body)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
