import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 5 s instead of 1 s: a first render of a react-admin page in jsdom is slow on 2 cores.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
