import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { assertPhotoFileName, type PhotoStorage } from './photo-storage.port.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Photo files in one directory on local disk (the embedded default, or a mounted volume in production). */
export class LocalDiskPhotoStorage implements PhotoStorage {
  readonly #root: string;
  #ready: Promise<unknown> | undefined;

  constructor(directory: string) {
    this.#root = resolve(directory);
  }

  async save(name: string, content: Buffer): Promise<void> {
    const path = this.#pathOf(name);
    this.#ready ??= mkdir(this.#root, { recursive: true });
    await this.#ready;
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
    await writeFile(partial, content, { flag: 'wx', mode: 0o600 });
    await rename(partial, path);
  }

  async read(name: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.#pathOf(name));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    await rm(this.#pathOf(name), { force: true });
  }

  #pathOf(name: string): string {
    const path = join(this.#root, assertPhotoFileName(name));
    // The name pattern already rules out separators and dot segments; this guards the guard.
    if (!path.startsWith(`${this.#root}${sep}`)) throw new Error(`Photo file outside its directory: ${name}`);
    return path;
  }
}
