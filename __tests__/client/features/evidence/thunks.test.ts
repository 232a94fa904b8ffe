import { File as NodeFile } from 'node:buffer';
import { makeStore } from '@/app/store';
import { keepChosenFile } from '@/features/evidence/chosenFiles';
import { uploadEvidenceText } from '@/features/evidence/constants';
import { selectUploads } from '@/features/evidence/evidenceUploadsSlice';
import { evidenceFileUploadRequested } from '@/features/evidence/thunks';
import { signedInState } from '@/testing/authState';
import { demoToken } from '@/testing/handlers';

/** Stands in for XMLHttpRequest (msw reports no upload progress): the test moves each request along itself. */
class FakeXhr extends EventTarget {
  static sent: FakeXhr[] = [];
  upload = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
}

const realXhr = window.XMLHttpRequest;
beforeEach(() => {
  FakeXhr.sent = [];
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  window.XMLHttpRequest = realXhr;
});

const policyFile = () => new NodeFile(['%PDF-1.7 ten bytes'], 'policy.pdf') as unknown as File;
const fields = { name: 'Policy', category: 'Policies', confidentiality: 'internal' };
const toasts = (store: ReturnType<typeof makeStore>) => store.getState().toasts.items.map((toast) => toast.message);

describe('evidenceFileUploadRequested', () => {
  it('sends the fields before the file with the session token, and reports progress until the server stored it', async () => {
    const store = makeStore(signedInState());
    const uploadId = keepChosenFile(policyFile());
    const done = store.dispatch(evidenceFileUploadRequested({ uploadId, target: { kind: 'evidence', fields } }));

    const [request] = FakeXhr.sent;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://localhost/api/evidence');
    expect(request.headers.Authorization).toBe(`Bearer ${demoToken}`);
    expect([...(request.body?.keys() ?? [])]).toEqual(['name', 'category', 'confidentiality', 'file']);
    expect(selectUploads(store.getState())).toEqual([
      { id: uploadId, fileName: 'policy.pdf', loaded: 0, total: 18, status: 'uploading', error: null },
    ]);

    request.progress(9, 18);
    expect(selectUploads(store.getState())[0]).toMatchObject({ loaded: 9, total: 18, status: 'uploading' });
    expect(toasts(store)).toEqual([]);

    request.respond(201, { success: true, data: { name: 'Policy' } });
    await done;
    expect(selectUploads(store.getState())[0]).toMatchObject({ loaded: 18, status: 'stored', error: null });
    expect(toasts(store)).toEqual([uploadEvidenceText.uploaded('Policy')]);
  });

  it("marks the file failed with the server's message", async () => {
    // The refusal is logged, as every failed call is.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const store = makeStore(signedInState());
    const uploadId = keepChosenFile(policyFile());
    const done = store.dispatch(evidenceFileUploadRequested({ uploadId, target: { kind: 'evidence', fields } }));
    FakeXhr.sent[0].respond(415, { success: false, message: 'policy.pdf is not a PDF' });

    expect((await done).payload).toBe('policy.pdf is not a PDF');
    expect(selectUploads(store.getState())[0]).toMatchObject({ status: 'failed', error: 'policy.pdf is not a PDF' });
    expect(toasts(store)).toEqual(['policy.pdf: policy.pdf is not a PDF']);
  });

  it('sends a new version to the item, the file alone', async () => {
    const store = makeStore(signedInState());
    const uploadId = keepChosenFile(policyFile());
    const target = { kind: 'version', evidenceId: 'ev-1' } as const;
    const done = store.dispatch(evidenceFileUploadRequested({ uploadId, target }));
    expect(FakeXhr.sent[0].url).toBe('http://localhost/api/evidence/ev-1/versions');
    expect([...(FakeXhr.sent[0].body?.keys() ?? [])]).toEqual(['file']);
    FakeXhr.sent[0].respond(201, { success: true, data: { name: 'Policy' } });
    await done;
    expect(toasts(store)).toEqual([uploadEvidenceText.versionUploaded('Policy')]);
  });

  it('ends the session when the server answers 401', async () => {
    const store = makeStore(signedInState());
    const done = store.dispatch(
      evidenceFileUploadRequested({ uploadId: keepChosenFile(policyFile()), target: { kind: 'evidence', fields } }),
    );
    FakeXhr.sent[0].respond(401, { success: false, message: 'Not authorized' });
    await done;
    expect(store.getState().auth.user).toBeNull();
  });
});
