import { randomUUID } from 'node:crypto';
import { evolvePhotoAlbum, initialPhotoAlbum, photoAlbumStreamId, type PhotoEvent } from '@dating/domain';
import { postgresIsAvailable } from '@dating/platform/testing';
import { useProjectionTestBed } from '../testing/projection-test-bed.js';
import { photosProjection, type PhotoRow } from './photos.projection.js';
import { memberAlbum } from './photos.queries.js';

const describeWithServices = (await postgresIsAvailable()) ? describe : describe.skip;

const at = (minute: number) => `2026-11-22T10:${String(minute).padStart(2, '0')}:00.000Z`;

describeWithServices('photos projection (PostgreSQL)', () => {
  const bed = useProjectionTestBed(photosProjection);
  const memberId = randomUUID();
  const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];

  const append = (events: PhotoEvent[]) => bed.append(photoAlbumStreamId(memberId), events);
  const rows = async () => (await bed.sql.query<PhotoRow>('select * from rm_photos order by position')).rows;

  it('keeps each photo with its status, decision and upload order, and marks the main one', async () => {
    await append([
      { type: 'PhotoUploaded', data: { memberId, photoId: first, uploadedAt: at(1) } },
      { type: 'PhotoUploaded', data: { memberId, photoId: second, uploadedAt: at(2) } },
      { type: 'PhotoUploaded', data: { memberId, photoId: third, uploadedAt: at(3) } },
      { type: 'PhotoApproved', data: { memberId, photoId: first, decidedBy: 'auto-moderation', decidedAt: at(4) } },
      { type: 'MainPhotoChosen', data: { memberId, photoId: first } },
      { type: 'PhotoRejected', data: { memberId, photoId: second, decidedBy: 'staff-1', decidedAt: at(5), reason: 'not a person' } },
    ]);
    await bed.catchUp();
    expect(await rows()).toEqual([
      expect.objectContaining({ photo_id: first, member_id: memberId, status: 'active', is_main: true, decided_by: 'auto-moderation', decided_at: new Date(at(4)) }),
      expect.objectContaining({ photo_id: second, status: 'rejected', is_main: false, reason: 'not a person', uploaded_at: new Date(at(2)) }),
      expect.objectContaining({ photo_id: third, status: 'inspection', is_main: false, decided_at: null, reason: null }),
    ]);
    expect((await rows()).map((row) => row.position)).toEqual([1, 2, 3]);
  });

  it('moves the main mark and forgets deleted photos', async () => {
    await append([
      { type: 'PhotoUploaded', data: { memberId, photoId: first, uploadedAt: at(1) } },
      { type: 'PhotoUploaded', data: { memberId, photoId: second, uploadedAt: at(2) } },
      { type: 'PhotoApproved', data: { memberId, photoId: first, decidedBy: 'staff-1', decidedAt: at(3) } },
      { type: 'MainPhotoChosen', data: { memberId, photoId: first } },
      { type: 'PhotoApproved', data: { memberId, photoId: second, decidedBy: 'staff-1', decidedAt: at(4) } },
    ]);
    await bed.catchUp();
    await append([
      { type: 'PhotoDeleted', data: { memberId, photoId: first } },
      { type: 'MainPhotoChosen', data: { memberId, photoId: second } },
    ]);
    await bed.catchUp();
    expect(await rows()).toEqual([expect.objectContaining({ photo_id: second, status: 'active', is_main: true })]);
  });

  it("gives a member's album as folding its stream does: upload order, every status with its decision, the main photo", async () => {
    const album: PhotoEvent[] = [
      { type: 'PhotoUploaded', data: { memberId, photoId: first, uploadedAt: at(1) } },
      { type: 'PhotoUploaded', data: { memberId, photoId: second, uploadedAt: at(2) } },
      { type: 'PhotoUploaded', data: { memberId, photoId: third, uploadedAt: at(3) } },
      { type: 'PhotoRejected', data: { memberId, photoId: first, decidedBy: 'staff-1', decidedAt: at(4), reason: 'not a person' } },
      { type: 'PhotoApproved', data: { memberId, photoId: third, decidedBy: 'staff-1', decidedAt: at(5) } },
      { type: 'MainPhotoChosen', data: { memberId, photoId: third } },
      { type: 'PhotoApproved', data: { memberId, photoId: second, decidedBy: 'staff-1', decidedAt: at(6) } },
      { type: 'PhotoDeleted', data: { memberId, photoId: first } },
    ];
    await append(album);
    const otherMember = randomUUID();
    await bed.append(photoAlbumStreamId(otherMember), [{ type: 'PhotoUploaded', data: { memberId: otherMember, photoId: randomUUID(), uploadedAt: at(7) } }]);
    await bed.catchUp();
    // The answer comes from the read model's rows alone: the log is not read.
    await bed.sql.query('delete from es_events');

    expect(await memberAlbum(bed.sql, memberId)).toEqual(album.reduce(evolvePhotoAlbum, initialPhotoAlbum));
    expect((await memberAlbum(bed.sql, memberId)).photos.map((photo) => photo.photoId)).toEqual([second, third]);
    expect(await memberAlbum(bed.sql, randomUUID())).toEqual(initialPhotoAlbum);
  });
});
