import { hasCode } from '../kernel/domain-error.js';
import { specFor } from '../kernel/given-when-then.js';
import type { PhotoCommand } from './photo.commands.js';
import { photoAlbumDecider } from './photo.decider.js';
import { PHOTO_ERRORS } from './photo.errors.js';
import type { PhotoEvent } from './photo.events.js';

const given = specFor(photoAlbumDecider);
const now = '2026-11-22T10:00:00.000Z';
const earlier = '2026-11-21T10:00:00.000Z';
const metadata = { now };
const memberId = 'anna';
const staff = 'sam';

const upload = (photoId: string, premium = false): PhotoCommand => ({ type: 'UploadPhoto', data: { memberId, photoId, premium }, metadata });
const approve = (photoId: string): PhotoCommand => ({ type: 'ApprovePhoto', data: { memberId, photoId, decidedBy: staff }, metadata });
const reject = (photoId: string): PhotoCommand => ({ type: 'RejectPhoto', data: { memberId, photoId, decidedBy: staff, reason: 'not a face' }, metadata });
const remove = (photoId: string): PhotoCommand => ({ type: 'DeletePhoto', data: { memberId, photoId }, metadata });
const chooseMain = (photoId: string): PhotoCommand => ({ type: 'ChooseMainPhoto', data: { memberId, photoId }, metadata });

const uploaded = (photoId: string, uploadedAt = earlier): PhotoEvent => ({ type: 'PhotoUploaded', data: { memberId, photoId, uploadedAt } });
const approved = (photoId: string, decidedAt = earlier): PhotoEvent => ({ type: 'PhotoApproved', data: { memberId, photoId, decidedBy: staff, decidedAt } });
const rejected = (photoId: string, decidedAt = earlier): PhotoEvent => ({
  type: 'PhotoRejected',
  data: { memberId, photoId, decidedBy: staff, reason: 'not a face', decidedAt },
});
const mainChosen = (photoId: string): PhotoEvent => ({ type: 'MainPhotoChosen', data: { memberId, photoId } });
const deleted = (photoId: string): PhotoEvent => ({ type: 'PhotoDeleted', data: { memberId, photoId } });

describe('Photo album', () => {
  describe('when empty', () => {
    it('records an upload under inspection at the time of the command', () => given([]).when(upload('p1')).thenEvents([uploaded('p1', now)]));

    it('knows no photo to approve, reject or make main', () => {
      given([]).when(approve('p1')).thenThrows(hasCode(PHOTO_ERRORS.NOT_FOUND));
      given([]).when(reject('p1')).thenThrows(hasCode(PHOTO_ERRORS.NOT_FOUND));
      given([]).when(chooseMain('p1')).thenThrows(hasCode(PHOTO_ERRORS.NOT_FOUND));
    });

    it('treats deleting an unknown photo as done', () => given([]).when(remove('p1')).thenEvents([]));
  });

  describe('when a free member has three photos', () => {
    const three = [uploaded('p1'), uploaded('p2'), uploaded('p3')];

    it('refuses a fourth with the limit', () =>
      given(three)
        .when(upload('p4'))
        .thenThrows((error) => hasCode(PHOTO_ERRORS.LIMIT_REACHED)(error) && (error as { details: { limit: number } }).details.limit === 3));

    it('accepts a fourth for a premium member', () => given(three).when(upload('p4', true)).thenEvents([uploaded('p4', now)]));

    it('accepts another once one is rejected', () => given([...three, rejected('p2')]).when(upload('p4')).thenEvents([uploaded('p4', now)]));

    it('accepts another once one is deleted', () => given([...three, deleted('p3')]).when(upload('p4')).thenEvents([uploaded('p4', now)]));

    it('ignores a retried upload of a photo it has', () => given(three).when(upload('p2')).thenEvents([]));
  });

  describe('when a premium member has 25 photos', () => {
    it('refuses the 26th', () =>
      given(Array.from({ length: 25 }, (_, index) => uploaded(`p${index}`)))
        .when(upload('p25', true))
        .thenThrows(hasCode(PHOTO_ERRORS.LIMIT_REACHED)));
  });

  describe('when a photo is under inspection', () => {
    it('approves the first photo and makes it the main one', () =>
      given([uploaded('p1')]).when(approve('p1')).thenEvents([approved('p1', now), mainChosen('p1')]));

    it('approves without changing a main photo already chosen', () =>
      given([uploaded('p1'), approved('p1'), mainChosen('p1'), uploaded('p2')]).when(approve('p2')).thenEvents([approved('p2', now)]));

    it('rejects it with the reason', () => given([uploaded('p1')]).when(reject('p1')).thenEvents([rejected('p1', now)]));

    it('cannot make it the main photo', () => given([uploaded('p1')]).when(chooseMain('p1')).thenThrows(hasCode(PHOTO_ERRORS.NOT_APPROVED)));
  });

  describe('when a photo is decided', () => {
    it('ignores the same decision again', () => {
      given([uploaded('p1'), approved('p1'), mainChosen('p1')]).when(approve('p1')).thenEvents([]);
      given([uploaded('p1'), rejected('p1')]).when(reject('p1')).thenEvents([]);
    });

    it('refuses the opposite decision', () => {
      given([uploaded('p1'), approved('p1'), mainChosen('p1')]).when(reject('p1')).thenThrows(hasCode(PHOTO_ERRORS.ALREADY_DECIDED));
      given([uploaded('p1'), rejected('p1')]).when(approve('p1')).thenThrows(hasCode(PHOTO_ERRORS.ALREADY_DECIDED));
    });
  });

  describe('when two photos are approved', () => {
    const two = [uploaded('p1'), approved('p1'), mainChosen('p1'), uploaded('p2'), approved('p2')];

    it('makes the other one main on request, and ignores choosing the main one again', () => {
      given(two).when(chooseMain('p2')).thenEvents([mainChosen('p2')]);
      given(two).when(chooseMain('p1')).thenEvents([]);
    });

    it('makes the remaining approved photo main when the main one is deleted', () =>
      given(two).when(remove('p1')).thenEvents([deleted('p1'), mainChosen('p2')]));

    it('deletes a photo that is not the main one alone', () => given(two).when(remove('p2')).thenEvents([deleted('p2')]));
  });

  describe('when the only approved photo is the main one', () => {
    it('deletes it and leaves no main photo', () =>
      given([uploaded('p1'), approved('p1'), mainChosen('p1'), uploaded('p2')]).when(remove('p1')).thenEvents([deleted('p1')]));
  });
});
