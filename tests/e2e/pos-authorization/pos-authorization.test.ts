// Authorizing Clover (issue 11 item 6) in a real Chromium against the real server. No provider is
// reachable, so the test plays Clover: the owner's authorization is started through the API, and
// the browser opens the result page with the query Clover's return address would carry.
import { DEMO_PASSWORD } from '../../../server/demo/demo-data';
import type { PosAuthorizationStart } from '../../../protocol/pos-authorization';
import { accessibilityViolations } from '../support/axe';
import { saveScreenshot, waitForPath } from '../support/browser';
import { setUpBrowserSession } from '../support/browser-session';
import { signIn } from '../support/sign-in';

const APP_ID = 'BRIGADEE2EAPP';
const COMPANY = 'Harbour Island Dining Group';

const session = setUpBrowserSession({ server: { cloverAppId: APP_ID } });

/** Starts an authorization as hk.owner through the API, as the back office would. */
async function startAsOwner(): Promise<PosAuthorizationStart> {
  const call = async <T>(method: string, path: string, body: object, token?: string) => {
    const response = await fetch(`${session.server.url}/pro-api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { 'x-token': token } : {}) },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { data: T }).data;
  };
  const { token } = await call<{ token: string }>('PUT', '/login', {
    username: 'hk.owner',
    password: DEMO_PASSWORD,
  });
  return call<PosAuthorizationStart>('POST', '/pos/authorization/start', { provider: 'clover' }, token);
}

/** The result page as Clover's return address opens it. */
const resultPage = (answer: Record<string, string>) =>
  `/clover_authorization_result?${new URLSearchParams(answer).toString()}`;

describe('the Clover authorization result page', () => {
  it('tells the signed-in owner Clover is connected, and leads him home', async () => {
    const { page } = session;
    await signIn(page, 'hk.owner');
    const { state, authorizeUrl } = await startAsOwner();
    // What Clover was told: its app, our page to return to, the state to bring back.
    expect(new URL(authorizeUrl).searchParams.get('redirect_uri')).toBe(
      `${session.server.url}/clover_authorization_result`,
    );
    const address = resultPage({ merchant_id: 'E2EMERCHANT1', client_id: APP_ID, code: 'e2e-code', state });
    await page.goto(address);
    await page.getByRole('heading', { level: 1, name: 'Clover authorization' }).waitFor();
    // A message bar's body reads its title and its text as one: matched by part, as registration's.
    await page.getByText(`Clover is now connected to ${COMPANY}`, { exact: false }).waitFor();
    expect(await page.title()).toBe('Clover authorization - Brigade');
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'clover-authorized');

    // Opened again (a reload), the state is spent: the server's reason is shown.
    await page.reload();
    await page
      .getByText('This authorization is unknown, already recorded or expired', { exact: false })
      .waitFor();
    expect(await page.getByText('Clover is now connected', { exact: false }).count()).toBe(0);

    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await waitForPath(page, '/home/home');
  });

  it('shows Clover’s reason for a refusal to a visitor who is not signed in, and leads to sign-in', async () => {
    const { page } = session;
    const { state } = await startAsOwner();
    await page.goto(
      resultPage({ error: 'access_denied', error_description: 'The merchant declined the app', state }),
    );
    await page
      .getByText(`Clover did not authorize the connection to ${COMPANY}: The merchant declined the app`, {
        exact: false,
      })
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'clover-refused');

    // Keyboard alone reaches the way on.
    const way = page.getByRole('link', { name: 'Go to sign in' });
    for (
      let presses = 0;
      presses < 10 && !(await way.evaluate((link) => link === document.activeElement));
      presses += 1
    )
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/login');
  });

  it('shows the server’s refusal of a state Clover was never given', async () => {
    const { page } = session;
    await page.goto(resultPage({ merchant_id: 'FORGED', state: 'a-state-nobody-was-issued' }));
    await page.getByText('The authorization could not be recorded', { exact: true }).waitFor();
    await page
      .getByText(
        'This authorization is unknown, already recorded or expired: please start it again from the back office',
        { exact: false },
      )
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
