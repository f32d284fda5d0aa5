import * as domain from '../index.js';
import { ERROR_CODE_GROUPS } from './error-codes.js';

describe('ERROR_CODE_GROUPS', () => {
  it('holds every group of error codes the domain exports', () =>
    expect(Object.keys(ERROR_CODE_GROUPS).sort()).toEqual(Object.keys(domain).filter((name) => name.endsWith('_ERRORS')).sort()));
});
