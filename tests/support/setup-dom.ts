// DOM test set-up for the `unit` project (happy-dom).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// React 19 warns unless the test environment says it supports act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => cleanup());
