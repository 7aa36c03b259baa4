import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import * as XLSX from 'xlsx';
import { ExcelDropBox } from '../../../../engine/widgets/excel-drop-box';
import { readSheet, screenExcelFiles, type Sheet } from '../../../../engine/widgets/excel-file';
import { testI18n } from '../../../support/test-i18n';
import '../../support/blob-array-buffer';

const named = (name: string) => ({ name });

function workbook(rows: unknown[][], bookType: XLSX.BookType): ArrayBuffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Dishes');
  return XLSX.write(book, { type: 'array', bookType }) as ArrayBuffer;
}

const DISHES = [
  ['名稱', 'Price', '', '__proto__'],
  ['叉燒飯', 48, 'note', 'x'],
  [],
  ['Milk tea, iced', null, null, 'y'],
];

describe('the excel box rules (core spec §5)', () => {
  it('takes exactly one .xlsx, .xls or .csv file, whatever the case of its suffix', () => {
    for (const name of ['menu.xlsx', 'menu.XLS', 'menu.csv'])
      expect(screenExcelFiles([named(name)])).toEqual(named(name));
  });

  it('refuses two files, or none, before looking at names', () => {
    expect(screenExcelFiles([named('a.xlsx'), named('b.txt')])).toBe('oneFile');
    expect(screenExcelFiles([])).toBe('oneFile');
  });

  it('refuses any other suffix', () => {
    for (const name of ['menu.numbers', 'menu.xlsx.txt', 'xlsx'])
      expect(screenExcelFiles([named(name)])).toBe('wrongType');
  });
});

describe('reading a sheet', () => {
  const expected: Sheet = {
    header: ['名稱', 'Price', '__proto__'],
    rows: [
      { 名稱: '叉燒飯', Price: 48, ['__proto__']: 'x' },
      { 名稱: 'Milk tea, iced', Price: null, ['__proto__']: 'y' },
    ],
  };

  it('hands back the first row as the header and the other rows keyed by it, blank rows skipped', async () => {
    for (const [name, type] of [
      ['dishes.xlsx', 'xlsx'],
      ['dishes.xls', 'biff8'],
    ] as const) {
      const sheet = await readSheet(name, workbook(DISHES, type));
      expect(sheet.header).toEqual(expected.header);
      expect(sheet.rows.map((row) => Object.entries(row))).toEqual(
        expected.rows.map((row) => Object.entries(row)),
      );
    }
  });

  it('keeps the number in the sheet of each row, past the blank rows it skips', async () => {
    const sheet = await readSheet('dishes.xlsx', workbook([[], ...DISHES, [], ['Congee', 12]], 'xlsx'));
    expect(sheet.header).toEqual(expected.header);
    expect(sheet.rowNumbers).toEqual([3, 5, 7]);
  });

  it('keeps a "__proto__" heading a plain key, polluting nothing', async () => {
    const sheet = await readSheet('dishes.xlsx', workbook(DISHES, 'xlsx'));
    const [first] = sheet.rows;
    expect(Object.getOwnPropertyDescriptor(first, '__proto__')?.value).toBe('x');
    expect(Object.getPrototypeOf(first)).toBe(Object.prototype);
  });

  it('reads a CSV as UTF-8, so Chinese survives', async () => {
    const csv = new TextEncoder().encode('\uFEFF名稱,價格\n叉燒飯,48\n"Milk tea, iced",22\n');
    expect(await readSheet('dishes.csv', csv.buffer as ArrayBuffer)).toEqual({
      header: ['名稱', '價格'],
      rows: [
        { 名稱: '叉燒飯', 價格: 48 },
        { 名稱: 'Milk tea, iced', 價格: 22 },
      ],
      rowNumbers: [2, 3],
    });
  });
});

describe('the excel drop box', () => {
  async function renderBox() {
    const onSheet = jest.fn();
    const i18n = await testI18n('en', ['common', 'uploads']);
    render(
      <FluentProvider theme={webLightTheme}>
        <I18nextProvider i18n={i18n}>
          <ExcelDropBox onSheet={onSheet} />
        </I18nextProvider>
      </FluentProvider>,
    );
    const zone = screen.getByRole('button', { name: 'Choose a spreadsheet' }).parentElement as HTMLElement;
    const drop = (files: File[]) => fireEvent.drop(zone, { dataTransfer: { files } });
    return { onSheet, drop };
  }

  it('says so when more than one file is dropped', async () => {
    const { onSheet, drop } = await renderBox();
    drop([new File(['a'], 'a.csv'), new File(['b'], 'b.csv')]);
    expect(await screen.findByText('Only support uploading one file!')).toBeInTheDocument();
    expect(onSheet).not.toHaveBeenCalled();
  });

  it('says so when the file is not a spreadsheet', async () => {
    const { onSheet, drop } = await renderBox();
    drop([new File(['a'], 'menu.pdf')]);
    expect(
      await screen.findByText('Only supports upload .xlsx, .xls, .csv suffix files'),
    ).toBeInTheDocument();
    expect(onSheet).not.toHaveBeenCalled();
  });

  it('hands back the sheet of a good file', async () => {
    const { onSheet, drop } = await renderBox();
    const file = new File([workbook(DISHES, 'xlsx')], 'dishes.xlsx');
    drop([file]);
    await waitFor(() => expect(onSheet).toHaveBeenCalledTimes(1));
    expect(onSheet.mock.calls[0]?.[0]).toMatchObject({ header: ['名稱', 'Price', '__proto__'] });
    expect(onSheet.mock.calls[0]?.[1]).toBe(file);
  });
});
