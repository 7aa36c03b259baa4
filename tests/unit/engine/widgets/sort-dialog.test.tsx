import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { RequestError } from '../../../../engine/client/request-error';
import {
  inShowOrder,
  moveByKeyboard,
  moveItem,
  showOrders,
  sortItemName,
  type SortItem,
} from '../../../../engine/client/sort-order';
import { SortDialog } from '../../../../engine/screens/dialog/sort-dialog';
import { testI18n } from '../../../support/test-i18n';

const desserts: SortItem = { id: 7, showOrder: 3, name: '甜品', name_en: 'Desserts' };
const dimSum: SortItem = { id: 5, showOrder: 1, name: '點心', name_en: 'Dim sum' };
const drinks: SortItem = { id: 9, showOrder: 2, name: '飲品' };
const CATEGORIES = [desserts, dimSum, drinks];

describe('the sort rules', () => {
  it('shows items by showOrder, equal ones in the order they came', () => {
    expect(inShowOrder(CATEGORIES).map((item) => item.id)).toEqual([5, 9, 7]);
    const tied = [
      { id: 1, showOrder: 1, name: 'a' },
      { id: 2, showOrder: 1, name: 'b' },
    ];
    expect(inShowOrder(tied).map((item) => item.id)).toEqual([1, 2]);
  });

  it('moves an item one step by keyboard, and not past either end', () => {
    const shown = inShowOrder(CATEGORIES);
    expect(moveByKeyboard(shown, 7, -1).map((item) => item.id)).toEqual([5, 7, 9]);
    expect(moveByKeyboard(shown, 5, 1).map((item) => item.id)).toEqual([9, 5, 7]);
    expect(moveByKeyboard(shown, 5, -1).map((item) => item.id)).toEqual([5, 9, 7]);
    expect(moveByKeyboard(shown, 7, 1).map((item) => item.id)).toEqual([5, 9, 7]);
  });

  it('moves an item to a dropped place', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('saves showOrder 1, 2, 3… in the shown order', () => {
    expect(showOrders(moveByKeyboard(inShowOrder(CATEGORIES), 7, -1))).toEqual([
      { id: 5, showOrder: 1 },
      { id: 7, showOrder: 2 },
      { id: 9, showOrder: 3 },
    ]);
  });

  it('names an item in English by name_en when it has one', () => {
    expect(sortItemName(desserts, 'en')).toBe('Desserts');
    expect(sortItemName(drinks, 'en')).toBe('飲品');
    expect(sortItemName(desserts, 'zh-TW')).toBe('甜品');
  });
});

async function renderDialog(onSave = jest.fn().mockResolvedValue(undefined)) {
  const onDone = jest.fn();
  const i18n = await testI18n('en', ['engine', 'widgets-extra']);
  render(
    <FluentProvider theme={webLightTheme}>
      <I18nextProvider i18n={i18n}>
        <SortDialog
          title="Sort categories"
          items={CATEGORIES}
          onSave={onSave}
          onClose={jest.fn()}
          onDone={onDone}
        />
      </I18nextProvider>
    </FluentProvider>,
  );
  await screen.findByRole('list', { name: 'Sort categories' });
  return { onSave, onDone };
}

const shownNames = () =>
  within(screen.getByRole('list', { name: 'Sort categories' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('the drag-to-sort dialog', () => {
  it('lists the items by showOrder, named in the UI language', async () => {
    await renderDialog();
    expect(shownNames()).toEqual(['1Dim sum', '2飲品', '3Desserts']);
  });

  it('moves a row by its keyboard buttons, keeps the focus on it and says where it went', async () => {
    await renderDialog();
    const up = screen.getByRole('button', { name: 'Move Desserts up' });
    act(() => up.focus());
    fireEvent.click(up);
    expect(shownNames()).toEqual(['1Dim sum', '2Desserts', '3飲品']);
    expect(screen.getByText('Desserts is now at position 2 of 3.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Desserts up' })).toHaveFocus());
    // At the top the button stays focusable but does nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Move Desserts up' }));
    const top = screen.getByRole('button', { name: 'Move Desserts up' });
    expect(top).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(top);
    expect(shownNames()).toEqual(['1Desserts', '2Dim sum', '3飲品']);
  });

  it('moves a row dragged over another to its place', async () => {
    await renderDialog();
    const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;
    const dataTransfer = { setData: jest.fn(), effectAllowed: '' };
    fireEvent.dragStart(row('Dim sum'), { dataTransfer });
    fireEvent.dragOver(row('Desserts'), { dataTransfer });
    fireEvent.drop(row('Dim sum'), { dataTransfer });
    fireEvent.dragEnd(row('Dim sum'), { dataTransfer });
    expect(shownNames()).toEqual(['1飲品', '2Desserts', '3Dim sum']);
    expect(screen.getByText('Dim sum is now at position 3 of 3.')).toBeInTheDocument();
  });

  it('saves the new showOrder values, then is done', async () => {
    const { onSave, onDone } = await renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Move 飲品 down' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save order' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith([
      { id: 5, showOrder: 1 },
      { id: 7, showOrder: 2 },
      { id: 9, showOrder: 3 },
    ]);
  });

  it('keeps a failed save open with its message', async () => {
    const failure = new RequestError('Could not save the order');
    const { onDone } = await renderDialog(jest.fn().mockRejectedValue(failure));
    fireEvent.click(screen.getByRole('button', { name: 'Save order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save the order');
    expect(onDone).not.toHaveBeenCalled();
  });
});
