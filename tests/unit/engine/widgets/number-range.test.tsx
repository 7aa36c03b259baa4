import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { raiseUpper } from '../../../../engine/client/number-range';
import { displayValue } from '../../../../engine/screens/display-value';
import { NumberRangeWidget, asRange } from '../../../../engine/widgets/number-range-widget';
import { testI18n } from '../../../support/test-i18n';

describe('the number range rule (core spec §5)', () => {
  it('raises an upper value below the lower to the lower', () => {
    expect(raiseUpper([10, 4])).toEqual([10, 10]);
  });

  it('leaves an ordered range, an equal one and an open end as they are', () => {
    expect(raiseUpper([4, 10])).toEqual([4, 10]);
    expect(raiseUpper([5, 5])).toEqual([5, 5]);
    expect(raiseUpper([null, 3])).toEqual([null, 3]);
    expect(raiseUpper([3, null])).toEqual([3, null]);
  });

  it('reads as its two ends in list cells, the detail screen and the export', () => {
    const field = { type: 'array' as const, title: 'fields:range', ui: { widget: 'numberRange' } };
    expect(displayValue(field, [10, 20], (key: string) => key)).toBe('10 – 20');
    expect(displayValue(field, [10, null], (key: string) => key)).toBe('10 – ');
  });

  it('reads a damaged stored value as two empty ends', () => {
    expect(asRange(undefined)).toEqual([null, null]);
    expect(asRange(['1', 2])).toEqual([null, 2]);
    expect(asRange([1.5, 2])).toEqual([1.5, 2]);
  });
});

async function renderWidget(value: unknown) {
  const onChange = jest.fn();
  const i18n = await testI18n('en', ['engine']);
  const props = {
    id: 'root_priceRange',
    name: 'priceRange',
    label: 'Price range',
    value,
    onChange,
    onBlur: jest.fn(),
    onFocus: jest.fn(),
    options: {},
    schema: { type: 'array', items: { type: 'number' } },
  } as unknown as WidgetProps;
  const view = render(
    <FluentProvider theme={webLightTheme}>
      <I18nextProvider i18n={i18n}>
        <NumberRangeWidget {...props} />
      </I18nextProvider>
    </FluentProvider>,
  );
  const rerender = (next: unknown) =>
    view.rerender(
      <FluentProvider theme={webLightTheme}>
        <I18nextProvider i18n={i18n}>
          <NumberRangeWidget {...props} value={next} />
        </I18nextProvider>
      </FluentProvider>,
    );
  return { onChange, rerender };
}

describe('the numberRange widget', () => {
  it('names each end by the field, in a group', async () => {
    await renderWidget([1, 2]);
    expect(screen.getByRole('group')).toBeInTheDocument();
    expect(screen.getByLabelText('Price range from')).toHaveValue(1);
    expect(screen.getByLabelText('Price range to')).toHaveValue(2);
  });

  it('writes each end as typed, and raises the upper to the lower once the input is left', async () => {
    const { onChange, rerender } = await renderWidget([10, null]);
    const upper = screen.getByLabelText('Price range to');
    fireEvent.change(upper, { target: { value: '4' } });
    expect(onChange).toHaveBeenLastCalledWith([10, 4]);
    rerender([10, 4]);
    fireEvent.blur(upper);
    expect(onChange).toHaveBeenLastCalledWith([10, 10]);
  });

  it('stores no value once both ends are emptied', async () => {
    const { onChange } = await renderWidget([3, null]);
    fireEvent.change(screen.getByLabelText('Price range from'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
