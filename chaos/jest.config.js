import { jestPreset } from '../jest.preset.js';

export default { ...jestPreset, displayName: 'chaos', rootDir: '.' };
