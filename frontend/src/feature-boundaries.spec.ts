import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const lint = async (filePath: string, source: string) => {
  const [result] = await new ESLint({ cwd: repositoryRoot }).lintText(source, { filePath: `${repositoryRoot}${filePath}` });
  return result!.messages.filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message);
};

describe('Front-end feature boundaries (lint)', () => {
  it('refuse a feature that reaches into another feature', async () =>
    expect(await lint('frontend/src/features/auth/components/probe.ts', "export { useSettings } from '../../site/hooks/use-settings.js';\n")).toEqual([
      expect.stringContaining('feature="site"'),
    ]));

  it('refuse shared code (lib, components) that depends on a feature', async () =>
    expect(await lint('frontend/src/lib/probe.ts', "export { useSettings } from '../features/site/hooks/use-settings.js';\n")).toHaveLength(1));

  it('let a feature use itself and the shared layers, and app/ compose features', async () => {
    expect(await lint('frontend/src/features/auth/components/probe.ts', "export { useCurrentUser } from '../hooks/use-current-user.js';\nexport { readCookie } from '../../../lib/cookie.js';\n")).toEqual([]);
    expect(await lint('frontend/src/app/routes/probe.ts', "export { useSettings } from '../../features/site/hooks/use-settings.js';\n")).toEqual([]);
  });
});
