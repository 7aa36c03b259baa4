// The dining-mode card as the operator meets it: the modes as named switches in their groups, the
// confirmation before a mode switches blockers off (Cancel changing nothing), what blocks a mode
// said beside it, take-away's list cleared with it, and no accessibility violation.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import operationModes from '../../../schemas/store/operation-modes.json';
import { DiningModesDisplay } from '../../../pages/store/dining-modes/dining-modes-display';
import { DiningModesEditor } from '../../../pages/store/dining-modes/dining-modes-editor';
import type { FieldSchema } from '../../../engine/schema/resource';
import { testI18n } from '../../support/test-i18n';
import { axeViolations } from '../support/axe-violations';

const field = operationModes.fields.modes as unknown as FieldSchema;
const defaults = field.default as object[];

function Harness({ initial, onValue }: { initial: unknown; onValue(value: unknown): void }) {
  const [value, setValue] = useState(initial);
  const onChange = (next: unknown) => {
    setValue(next);
    onValue(next);
  };
  const props = { id: 'root_modes', value, onChange, schema: {}, options: {} } as unknown as WidgetProps;
  return <DiningModesEditor {...props} />;
}

async function renderEditor(initial: unknown = defaults) {
  const i18n = await testI18n('en', ['common', 'engine', 'modes']);
  const values: unknown[] = [];
  const view = render(
    <FluentProvider theme={webLightTheme}>
      <I18nextProvider i18n={i18n}>
        <Harness initial={initial} onValue={(value) => values.push(value)} />
      </I18nextProvider>
    </FluentProvider>,
  );
  return { ...view, values };
}

const modeSwitch = (name: string) => screen.getByRole('switch', { name });
const card = (name: string) => screen.getByRole('group', { name });

describe('the dining-mode card', () => {
  it('asks before table QR turns main QR ordering off: Cancel keeps everything, Continue switches', async () => {
    const { values } = await renderEditor();
    expect(modeSwitch('Main QR ordering')).toBeChecked();
    expect(within(card('Main QR ordering')).queryByText(/Blocked by/)).not.toBeInTheDocument();
    expect(within(card('Table QR')).getByText(/Blocked by main QR ordering/)).toBeInTheDocument();

    fireEvent.click(modeSwitch('Table QR'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Turn other modes off?' });
    expect(dialog).toHaveTextContent('Turning on table QR turns off main QR ordering. Continue?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(modeSwitch('Table QR')).not.toBeChecked();
    expect(modeSwitch('Main QR ordering')).toBeChecked();
    expect(values).toEqual([]);

    fireEvent.click(modeSwitch('Table QR'));
    // The page behind a dialog is hidden from readers a moment after it opens; the button is then reachable.
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(modeSwitch('Table QR')).toBeChecked();
    expect(modeSwitch('Main QR ordering')).not.toBeChecked();
    expect(within(card('Fast dining')).getByText(/Blocked by table QR/)).toBeInTheDocument();
    expect(within(card('Take-away')).getByText(/Dine-in is blocked by table QR/)).toBeInTheDocument();
    expect(values).toHaveLength(1);
  });

  it('turns a mode on at once when nothing blocks it, showing its options', async () => {
    const { values } = await renderEditor();
    fireEvent.click(modeSwitch('Delivery platforms'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(modeSwitch('Delivery platforms')).toBeChecked();
    const fast = card('Fast dining');
    expect(within(fast).queryByRole('switch', { name: 'Pay first' })).not.toBeInTheDocument();
    fireEvent.click(modeSwitch('Fast dining'));
    expect(within(fast).getByRole('switch', { name: 'Pay first' })).toBeChecked();
    expect(within(fast).getByRole('checkbox', { name: 'Dine-in' })).toBeChecked();
    expect(values).toHaveLength(2);
  });

  it('shows the pickup time with takeaway, its interval and range with the time chosen, and clears them with take-away', async () => {
    await renderEditor();
    const takeAway = card('Take-away');
    expect(within(takeAway).queryByRole('combobox')).not.toBeInTheDocument();
    fireEvent.click(within(takeAway).getByRole('switch', { name: 'Guests choose a pickup time' }));
    const interval = within(takeAway).getByRole('combobox', { name: 'Pickup time interval' });
    expect(
      within(interval)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['15 minutes', '30 minutes', '1 hour']);
    expect(within(takeAway).getByRole('combobox', { name: 'Pickup times offered up to' })).toHaveValue('60');

    fireEvent.click(modeSwitch('Take-away'));
    expect(within(takeAway).queryByRole('checkbox')).not.toBeInTheDocument();
    fireEvent.click(modeSwitch('Take-away'));
    // Back on, its list starts again from takeaway alone, without the pickup time chosen before.
    expect(within(takeAway).getByRole('checkbox', { name: 'Takeaway' })).toBeChecked();
    expect(within(takeAway).getByRole('checkbox', { name: 'Dine-in' })).not.toBeChecked();
    expect(within(takeAway).getByRole('switch', { name: 'Guests choose a pickup time' })).not.toBeChecked();
  });

  it('shows the kitchen review of pay-later orders only when paying later', async () => {
    await renderEditor();
    const table = card('Table ordering (pay first or later)');
    const review = 'Review pay-later orders before they go to the kitchen';
    expect(within(table).getByRole('switch', { name: review })).toBeInTheDocument();
    fireEvent.click(within(table).getByRole('switch', { name: 'Pay first' }));
    expect(within(table).queryByRole('switch', { name: review })).not.toBeInTheDocument();
  });

  it('finds no accessibility violation', async () => {
    const { container } = await renderEditor();
    fireEvent.click(within(card('Take-away')).getByRole('switch', { name: 'Guests choose a pickup time' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('the operation modes shown', () => {
  it('lists the modes that are on with what they offer, and in a cell their names', async () => {
    const i18n = await testI18n('en', ['modes']);
    render(
      <I18nextProvider i18n={i18n}>
        <DiningModesDisplay field={field} value={defaults} />
        <p data-testid="cell">
          <DiningModesDisplay field={field} value={defaults} compact />
        </p>
      </I18nextProvider>,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items.slice(0, 3)).toEqual([
      'Table ordering (pay first or later)pay later',
      'Main QR orderingpay first, online payment, dine-in',
      'Take-awaypay first, online payment, takeaway',
    ]);
    expect(items.at(-1)).toBe('Delivery platformsOff');
    expect(screen.getByTestId('cell')).toHaveTextContent(
      'Table ordering (pay first or later), Main QR ordering, Take-away',
    );
  });
});
