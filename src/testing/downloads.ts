export type SavedFile = { fileName: string; blob: Blob };

/**
 * Stands in for the browser's side of a download (jsdom has no object URLs and does not follow links): every file
 * the app saves through a temporary link is kept with its name. `restore` puts URL and the link's click back.
 */
export const captureDownloads = () => {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  const createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:http://localhost/download-${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  });
  const revokeObjectURL = jest.fn<void, [string]>();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) saved.push({ fileName: this.download, blob });
  });
  return {
    saved,
    createObjectURL,
    revokeObjectURL,
    restore: () => {
      click.mockRestore();
      Object.assign(URL, original);
    },
  };
};

/** The first bytes of a saved file, as text. */
export const fileStart = async (blob: Blob, length: number) => (await blob.text()).slice(0, length);
