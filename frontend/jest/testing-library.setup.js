import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

// A screen waits for its fake API's answers; on a busy CI machine that can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5_000 });
