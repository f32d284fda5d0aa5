import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiskPhotoStorage } from './local-disk-photo-storage.adapter.js';

describe(LocalDiskPhotoStorage.name, () => {
  let parent: string;
  let sut: LocalDiskPhotoStorage;

  beforeEach(async () => {
    parent = await mkdtemp(join(tmpdir(), 'photo-storage-'));
    sut = new LocalDiskPhotoStorage(join(parent, 'photos'));
  });
  afterEach(() => rm(parent, { recursive: true, force: true }));

  it('keeps a file under its name, creating the directory on first save', async () => {
    await sut.save('0b7c6a3e-9f1d-4c2b-8e5a-2d4f6a8c0e1f_thumb.webp', Buffer.from('image bytes'));
    expect((await sut.read('0b7c6a3e-9f1d-4c2b-8e5a-2d4f6a8c0e1f_thumb.webp'))?.toString()).toBe('image bytes');
    expect(await readdir(join(parent, 'photos'))).toEqual(['0b7c6a3e-9f1d-4c2b-8e5a-2d4f6a8c0e1f_thumb.webp']);
  });

  it('replaces a file saved again under the same name', async () => {
    await sut.save('a.webp', Buffer.from('first'));
    await sut.save('a.webp', Buffer.from('second'));
    expect((await sut.read('a.webp'))?.toString()).toBe('second');
  });

  it('reads a missing file as undefined and removes it without complaint', async () => {
    expect(await sut.read('missing.webp')).toBeUndefined();
    await sut.save('gone.webp', Buffer.from('x'));
    await sut.remove('gone.webp');
    await sut.remove('gone.webp');
    expect(await sut.read('gone.webp')).toBeUndefined();
  });

  it.each(['../escape.webp', '..', 'a/b.webp', 'a\\b.webp', '.hidden', 'x.webp/', '/etc/passwd', 'a..webp', ''])(
    'refuses the name %j and writes nothing outside its directory',
    async (name) => {
      await expect(sut.save(name, Buffer.from('x'))).rejects.toThrow(/Invalid photo file name/);
      await expect(sut.read(name)).rejects.toThrow(/Invalid photo file name/);
      await expect(sut.remove(name)).rejects.toThrow(/Invalid photo file name/);
      expect(await readdir(parent)).toEqual([]);
    },
  );
});
