import {
  evidenceUploaded,
  evidenceUploadsSlice,
  uploadFailed,
  uploadPercent,
  uploadProgressed,
  uploadsCleared,
  uploadStarted,
} from '@/features/evidence/evidenceUploadsSlice';

const { reducer } = evidenceUploadsSlice;
const started = reducer(undefined, uploadStarted({ id: 'a', fileName: 'a.pdf', total: 200 }));

describe('evidenceUploadsSlice', () => {
  it('follows a file from started through progress to stored', () => {
    const halfway = reducer(started, uploadProgressed({ id: 'a', loaded: 100, total: 200 }));
    expect(uploadPercent(halfway.uploads[0])).toBe(50);
    const stored = reducer(halfway, evidenceUploaded({ id: 'a' }));
    expect(stored.uploads[0]).toEqual({
      id: 'a',
      fileName: 'a.pdf',
      loaded: 200,
      total: 200,
      status: 'stored',
      error: null,
    });
    expect(uploadPercent(stored.uploads[0])).toBe(100);
  });

  it('keeps the reason of a failure and ignores progress after it', () => {
    const failed = reducer(started, uploadFailed({ id: 'a', message: 'The file is larger than 25 MB' }));
    const late = reducer(failed, uploadProgressed({ id: 'a', loaded: 200, total: 200 }));
    expect(late.uploads[0]).toMatchObject({ status: 'failed', loaded: 0, error: 'The file is larger than 25 MB' });
  });

  it('counts an empty file as done only once stored, and clears', () => {
    const empty = reducer(undefined, uploadStarted({ id: 'e', fileName: 'e.txt', total: 0 }));
    expect(uploadPercent(empty.uploads[0])).toBe(0);
    expect(reducer(empty, uploadsCleared()).uploads).toEqual([]);
  });
});
