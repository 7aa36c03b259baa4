// jsdom lacks TextEncoder/TextDecoder, which react-router needs (see STACK.md), ResizeObserver,
// which Fluent's MessageBar uses to reflow its actions (a no-op observer is enough without layout),
// and structuredClone, which rjsf 6 uses on every change (Node's own, through v8 serialization).
// A screen test waits for what the user would see, however long a loaded machine takes to draw it:
// speed is the benchmarks' to measure, so findBy and waitFor wait up to 10 s, not Testing Library's 1 s.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
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
configure({ asyncUtilTimeout: 10_000 });
