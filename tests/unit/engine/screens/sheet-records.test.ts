import type { Language } from '../../../../engine/client/language';
import {
  importableFields,
  outcomeProblems,
  readSheetRecords,
  sheetProblems,
  templateHeadings,
} from '../../../../engine/screens/list/sheet-records';
import type { Translate } from '../../../../engine/screens/field-text';
import type { Sheet } from '../../../../engine/widgets/excel-file';
import { testI18n } from '../../../support/test-i18n';
import { menuItemSchema } from '../../support/menu-item-resource';

const NAMESPACES = ['common', 'engine', 'fields', 'validation', 'dishes'];

let english: Translate;
let traditional: Translate;
let simplified: Translate;
/** The UI language's translator first, as the dialog hands them. */
let languages: Translate[];

beforeAll(async () => {
  const load = async (language: Language) => (await testI18n(language, NAMESPACES)).t;
  [english, traditional, simplified] = await Promise.all([load('en'), load('zh-TW'), load('zh-CN')]);
  languages = [english, traditional, simplified];
});

/** One column's cells read under a heading, as records' values. */
function column(heading: string, cells: unknown[]): unknown[] {
  const sheet: Sheet = {
    header: [heading, 'Name'],
    rows: cells.map((cell) => ({ [heading]: cell, Name: 'x' })),
  };
  return readSheetRecords(menuItemSchema, sheet, languages).records.map(
    (record) => record.values[Object.keys(record.values).find((name) => name !== 'name') ?? 'name'],
  );
}

describe('matching headings to fields', () => {
  it('takes a field label in any of the three languages, or the field name', () => {
    const sheet: Sheet = {
      header: ['Name', '價格', '最少点购数量', 'seasonalPrice', '  remark '],
      rows: [{ Name: '叉燒飯', 價格: 48, 最少点购数量: 2, seasonalPrice: 'no', '  remark ': 'spicy' }],
    };
    const reading = readSheetRecords(menuItemSchema, sheet, languages);
    expect(reading.records[0]?.values).toEqual({
      name: '叉燒飯',
      price: 48,
      minOrderQuantity: 2,
      seasonalPrice: false,
      remark: 'spicy',
    });
    expect(reading.unknownHeadings).toEqual([]);
  });

  it('ignores headings that name no field, and a second heading for a field already named', () => {
    const sheet: Sheet = {
      header: ['名稱', 'Colour', 'name'],
      rows: [{ 名稱: 'Tea', Colour: 'red', name: 'Coffee' }],
    };
    const reading = readSheetRecords(menuItemSchema, sheet, languages);
    expect(reading.unknownHeadings).toEqual(['Colour', 'name']);
    expect(reading.records[0]?.values).toEqual({ name: 'Tea' });
  });

  it('leaves out rows, secrets and the fields the server sets, naming their headings', () => {
    const sheet: Sheet = {
      header: ['Name', 'Time periods', 'password', '狀態'],
      rows: [{ Name: 'Tea', 'Time periods': '1 row', password: 'secret', 狀態: 'on' }],
    };
    const reading = readSheetRecords(menuItemSchema, sheet, languages);
    expect(reading.unimportableHeadings).toEqual(['Time periods', 'password', '狀態']);
    expect(reading.records[0]?.values).toEqual({ name: 'Tea' });
    expect(importableFields(menuItemSchema)).not.toEqual(expect.arrayContaining(['timePeriods']));
  });

  it('builds the template from the importable fields, in the UI language', () => {
    expect(templateHeadings(menuItemSchema, traditional)).toEqual([
      '名稱',
      '價格',
      '最少點購數量',
      '時價',
      '計價方式',
      '適用星期',
      '分類',
      '標籤',
      '會員價',
      '恢復時間',
      '備註',
    ]);
    expect(templateHeadings(menuItemSchema, english)).toContain('Minimum order quantity');
  });
});

describe('reading cells by the field schema', () => {
  it('reads numbers and integers from text, keeping what is no number for the validation', () => {
    expect(column('Price', [48, '12.5', ' 1,280.5 ', 'abc'])).toEqual([48, 12.5, 1280.5, 'abc']);
    expect(column('Minimum order quantity', ['3', 2])).toEqual([3, 2]);
  });

  it('reads switches from the words the export writes in any language, and true, false, 1, 0', () => {
    expect(column('Market price', ['Yes', 'NO', '是', '否', 'true', 'False', 1, '0', true, 'maybe'])).toEqual(
      [true, false, true, false, true, false, true, false, true, 'maybe'],
    );
  });

  it('reads enum values by their labels in any language, or by themselves', () => {
    expect(column('Pricing method', ['Unit price', '統一價', '单价', 'unified', 'per kilo'])).toEqual([
      'unit',
      'unified',
      'unit',
      'unified',
      'per kilo',
    ]);
  });

  it('reads checkboxes from numbers or labels joined by commas', () => {
    expect(column('Available days', ['1, 2, 3', 'Mon, Wed', '星期一、星期五', 7])).toEqual([
      [1, 2, 3],
      [1, 3],
      [1, 5],
      [7],
    ]);
  });

  it('keeps date strings, and writes a date cell as the date it shows', () => {
    expect(column('Back on sale at', ['2024-05-01', new Date(2024, 4, 2, 0, 0, 12)])).toEqual([
      '2024-05-01',
      '2024-05-02',
    ]);
  });

  it('keeps lookup labels as text for the server, several as written', () => {
    expect(column('Category', ['Drinks', 42])).toEqual(['Drinks', '42']);
    expect(column('標籤', ['Spicy, Vegan'])).toEqual(['Spicy, Vegan']);
  });

  it('reads a number range as the export writes it, an open end left blank', () => {
    expect(column('Member price', ['10 – 20', '5 – '])).toEqual([
      [10, 20],
      [5, null],
    ]);
  });

  it('leaves blank cells out, and skips a row with nothing to import', () => {
    const sheet: Sheet = {
      header: ['Name', 'Price', 'Remark'],
      rows: [
        { Name: 'Tea', Price: null, Remark: '  ' },
        { Name: null, Price: '', Remark: null },
        { Name: 'Coffee', Price: 20, Remark: 'hot' },
      ],
      rowNumbers: [2, 4, 7],
    };
    const { records } = readSheetRecords(menuItemSchema, sheet, languages);
    expect(records).toEqual([
      { sheetRow: 2, values: { name: 'Tea' } },
      { sheetRow: 7, values: { name: 'Coffee', price: 20, remark: 'hot' } },
    ]);
  });

  it('counts rows from the one under the header when the reader gave no numbers', () => {
    const sheet: Sheet = { header: ['Name'], rows: [{ Name: 'Tea' }, { Name: 'Coffee' }] };
    expect(
      readSheetRecords(menuItemSchema, sheet, languages).records.map((record) => record.sheetRow),
    ).toEqual([2, 3]);
  });
});

describe('the problems the browser finds', () => {
  const sheet: Sheet = {
    header: ['Name', 'Price', 'Category', 'Labels', 'Pricing method'],
    rows: [
      { Name: 'Tea', Price: 12, Category: 'Drinks', Labels: 'Hot, Iced', 'Pricing method': 'unit' },
      { Name: null, Price: 'abc', Category: null, Labels: null, 'Pricing method': 'per kilo' },
      { Name: 'Coffee', Price: 20, Category: 'Drinks', Labels: 'Hot, Iced, Large', 'Pricing method': null },
    ],
    rowNumbers: [2, 3, 5],
  };

  it('lists each row’s problems in the UI language, leaving lookup labels to the server', () => {
    const { records } = readSheetRecords(menuItemSchema, sheet, languages);
    expect(sheetProblems(menuItemSchema, records, english)).toEqual([
      { sheetRow: 3, field: 'name', message: 'Please enter Name' },
      { sheetRow: 3, field: 'categoryId', message: 'Please choose Category' },
      { sheetRow: 3, field: 'price', message: 'Price has the wrong format' },
      { sheetRow: 3, field: 'priceMode', message: 'Please choose a valid Pricing method' },
    ]);
  });

  it('places the server’s problems on the sheet’s rows, in the UI language', () => {
    const { records } = readSheetRecords(menuItemSchema, sheet, languages);
    const outcome = {
      total: 3,
      written: 0,
      dryRun: true,
      problemCount: 1,
      problems: [
        {
          row: 3,
          field: 'categoryId',
          msg: '分類「Drinks」不存在',
          msgEn: 'Category “Drinks” does not exist',
        },
      ],
    };
    expect(outcomeProblems(outcome, records, 'en')).toEqual([
      { sheetRow: 5, field: 'categoryId', message: 'Category “Drinks” does not exist' },
    ]);
    expect(outcomeProblems(outcome, records, 'zh-TW')[0]?.message).toBe('分類「Drinks」不存在');
  });
});
