// jsdom lacks TextEncoder/TextDecoder, which react-router needs (see STACK.md), ResizeObserver,
// which Fluent's MessageBar uses to reflow its actions (a no-op observer is enough without layout),
// and structuredClone, which rjsf 6 uses on every change (Node's own, through v8 serialization).
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';

class NoLayoutResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

Object.assign(globalThis, { TextEncoder, TextDecoder });
globalThis.ResizeObserver ??= NoLayoutResizeObserver;
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;
